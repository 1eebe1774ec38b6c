import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { ProseRun } from '@/content/types';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';

type InlineRunsProps = {
  runs: readonly ProseRun[];
  /** The page's language, for what screen readers hear after a link to another site (English if not given). */
  locale: Locale;
};

/**
 * A paragraph's runs from content/: text as it is, bold words, English words a Hindi page quotes (the
 * AMFI tagline) marked with their language, site paths as in-page links, other sites in a new tab.
 * Runs rather than one string with markup, so each language puts the links where its word order needs.
 */
export function InlineRuns({ runs, locale }: InlineRunsProps) {
  return runs.map((run, i) => {
    if (typeof run === 'string') return run;
    if ('strong' in run) return <strong key={i}>{run.strong}</strong>;
    if ('english' in run) {
      const lang = locale === 'en' ? undefined : HTML_LANG.en;
      return run.bold ? (
        <strong key={i} lang={lang}>
          {run.english}
        </strong>
      ) : (
        <span key={i} lang={lang}>
          {run.english}
        </span>
      );
    }
    return run.href.startsWith('https://') ? (
      <ExternalLink locale={locale} key={i} href={run.href}>
        {run.text}
      </ExternalLink>
    ) : (
      <SiteLink key={i} href={run.href}>
        {run.text}
      </SiteLink>
    );
  });
}
