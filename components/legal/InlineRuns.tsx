import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { InlineRun } from '@/content/types';
import type { Locale } from '@/lib/locale';

type InlineRunsProps = {
  runs: readonly InlineRun[];
  /** The page's language, for what screen readers hear after a link to another site (English if not given). */
  locale: Locale;
};

/** A paragraph's runs from content/: text as it is, site paths as in-page links, other sites in a new tab. */
export function InlineRuns({ runs, locale }: InlineRunsProps) {
  return runs.map((run, i) => {
    if (typeof run === 'string') return run;
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
