import { SiteLink } from '@/components/ui/SiteLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { placedRoutes } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';

/** The 404 page's body in one language: what happened, and the navbar's pages to go on from. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).ui.notFound;
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} heading={words.heading} lead={words.lead} />
      <Section>
        <ul>
          {placedRoutes('nav', locale).map((r) => (
            <li key={r.path}>
              <SiteLink href={r.path}>{r.label}</SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
