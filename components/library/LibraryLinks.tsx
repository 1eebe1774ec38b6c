import { Fragment } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Topic } from '@/lib/library';

type Props = { heading: string; lead: string; topics: readonly Topic[]; id: string };

/**
 * The library topics that go with another page (a calculator, the getting-started guide): a heading and
 * one sentence of links in that page's prose, so it needs no CSS of its own and its links sit in a line of
 * text rather than each standing alone as a target.
 */
export function LibraryLinks({ heading, lead, topics, id }: Props) {
  if (!topics.length) return null;
  return (
    <section aria-labelledby={id} data-print="hide">
      <h3 id={id}>{heading}</h3>
      <p>
        {lead}{' '}
        {topics.map((t, i) => (
          <Fragment key={t.slug}>
            {i > 0 ? ', ' : null}
            <SiteLink href={t.path}>{t.title}</SiteLink>
          </Fragment>
        ))}
      </p>
    </section>
  );
}
