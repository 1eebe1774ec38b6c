import { SiteLink } from '@/components/ui/SiteLink';
import type { Topic } from '@/lib/library';

type Props = { heading: string; lead: string; topics: readonly Topic[]; id: string };

/** A short list of library topics on another page (a calculator, the getting-started guide), in that page's prose: no CSS of its own. */
export function LibraryLinks({ heading, lead, topics, id }: Props) {
  if (!topics.length) return null;
  return (
    <section aria-labelledby={id} data-print="hide">
      <h3 id={id}>{heading}</h3>
      <p>{lead}</p>
      <ul>
        {topics.map((t) => (
          <li key={t.slug}>
            <SiteLink href={t.path}>{t.title}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
