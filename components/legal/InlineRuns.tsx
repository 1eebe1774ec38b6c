import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { InlineRun } from '@/content/types';
import type { Locale } from '@/lib/locale';

/** A paragraph's runs from content/: text as it is, site paths as in-page links, other sites in a new tab. */
export function InlineRuns({ runs, locale = 'en' }: { runs: readonly InlineRun[]; locale?: Locale }) {
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
