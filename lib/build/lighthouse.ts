// What `npm run lighthouse` asserts of each route's median run, and the summary it writes.
// Kept apart from scripts/lighthouse.mjs (which drives Chromium) so the rules are unit-tested.

/** The parts of a Lighthouse result (LHR) read here. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string } | undefined>;
  /** Lighthouse's CPU benchmark of the machine during the run: low means a slow or busy machine. */
  environment?: { benchmarkIndex?: number };
};

export type RouteSummary = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  facades: 'pass' | 'n/a' | 'fail';
  benchmarkIndex: number | null;
  failures: string[];
};

/** The bars from the issue: Performance >= 0.95; Accessibility, Best Practices, SEO = 1; CLS = 0. */
export const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 } as const;

export function summarise(path: string, lhr: LighthouseResult): RouteSummary {
  const category = (id: keyof typeof THRESHOLDS) => lhr.categories[id]?.score ?? null;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const facadesAudit = lhr.audits['third-party-facades'];
  const facades =
    !facadesAudit || facadesAudit.score === null || facadesAudit.scoreDisplayMode === 'notApplicable'
      ? 'n/a'
      : facadesAudit.score === 1
        ? 'pass'
        : 'fail';

  const failures: string[] = [];
  for (const [id, minimum] of Object.entries(THRESHOLDS) as [keyof typeof THRESHOLDS, number][]) {
    const score = category(id);
    if (score === null || score < minimum) failures.push(`${id} ${score ?? 'missing'} < ${minimum}`);
  }
  const cls = numeric('cumulative-layout-shift');
  if (cls !== 0) failures.push(`CLS ${cls ?? 'missing'} is not 0`);
  if (facades === 'fail') failures.push('third-party-facades failed: a heavy embed loads without a facade');

  return {
    path,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls,
    facades,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failures,
  };
}

const score = (value: number | null) => (value === null ? '-' : String(Math.round(value * 100)));
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

export const TABLE_HEADER = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Facades', 'CPU index', 'Result'];

export function tableRow(s: RouteSummary): string[] {
  const cls = s.cls === null ? '-' : String(Number(s.cls.toFixed(3)));
  return [
    s.path,
    score(s.performance),
    score(s.accessibility),
    score(s.bestPractices),
    score(s.seo),
    ms(s.lcpMs),
    ms(s.tbtMs),
    cls,
    s.facades,
    s.benchmarkIndex === null ? '-' : String(Math.round(s.benchmarkIndex)),
    s.failures.length ? 'FAIL' : 'pass',
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A self-contained HTML page: the table, each route linking to its median run's full report. */
export function summaryHtml(summaries: readonly RouteSummary[], reportFile: (path: string) => string, meta: string): string {
  const rows = summaries
    .map((s) => {
      const cells = tableRow(s).map((cell, i) =>
        i === 0
          ? `<th scope="row"><a href="${escapeHtml(reportFile(s.path))}">${escapeHtml(cell)}</a></th>`
          : `<td>${escapeHtml(cell)}</td>`,
      );
      const failures = s.failures.length
        ? `<tr class="fail"><td colspan="${TABLE_HEADER.length}">${s.failures.map(escapeHtml).join('; ')}</td></tr>`
        : '';
      return `<tr>${cells.join('')}</tr>${failures}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lighthouse summary</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#0b2e4f}table{border-collapse:collapse}th,td{padding:.3rem .7rem;border-bottom:1px solid #ccd;text-align:right}th:first-child{text-align:left}.fail td{color:#a00;text-align:left}</style>
</head><body><h1>Lighthouse: median of the runs per route</h1><p>${escapeHtml(meta)}</p>
<table><thead><tr>${TABLE_HEADER.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
