// What `npm run lighthouse` asserts of each route's runs and of the whole site, and the summary it
// writes. Kept apart from scripts/lighthouse.mjs (which drives Chromium) so the rules are unit-tested.

import { posix } from 'node:path';

/** The parts of a Lighthouse result (LHR) read here. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string } | undefined>;
  /** Lighthouse's CPU benchmark of the machine during the run: low means a slow or busy machine. */
  environment?: { benchmarkIndex?: number };
};

/** One route: the median of each figure over its runs (so one noisy run moves nothing). */
export type RouteSummary = {
  path: string;
  runs: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  facades: 'pass' | 'n/a' | 'fail';
  benchmarkIndex: number | null;
  failures: string[];
};

/**
 * The performance bars (Lighthouse mobile preset, median of the runs per route): on every route,
 * Performance at least 97, LCP at most 1.2 s, no layout shift, and 100 in Accessibility, Best
 * Practices and SEO (DESIGN.md); over the site, the median route at least 99 in Performance and at
 * most 100 ms of Total Blocking Time.
 */
export const ROUTE_BARS = { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 1200 } as const;
export const SITE_BARS = { medianPerformance: 0.99, medianTbtMs: 100 } as const;

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** The median of the numbers present (the mean of the middle two for an even count), or null. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function facadesOf(lhr: LighthouseResult): RouteSummary['facades'] {
  const audit = lhr.audits['third-party-facades'];
  if (!audit || audit.score === null || audit.scoreDisplayMode === 'notApplicable') return 'n/a';
  return audit.score === 1 ? 'pass' : 'fail';
}

/** Sums up a route's valid runs and lists the bars it misses. */
export function summarise(path: string, runs: readonly LighthouseResult[]): RouteSummary {
  const category = (id: Category) => median(runs.map((lhr) => lhr.categories[id]?.score));
  const numeric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue));
  const facadeResults = runs.map(facadesOf);
  const facades = facadeResults.includes('fail') ? 'fail' : facadeResults.includes('pass') ? 'pass' : 'n/a';
  const summary: RouteSummary = {
    path,
    runs: runs.length,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    facades,
    benchmarkIndex: median(runs.map((lhr) => lhr.environment?.benchmarkIndex)),
    failures: [],
  };

  if (!runs.length) summary.failures.push('no valid run');
  const scores: [Category, number | null][] = [
    ['performance', summary.performance],
    ['accessibility', summary.accessibility],
    ['best-practices', summary.bestPractices],
    ['seo', summary.seo],
  ];
  for (const [id, score] of scores) {
    if (score === null || score < ROUTE_BARS[id]) summary.failures.push(`${id} ${score ?? 'missing'} < ${ROUTE_BARS[id]}`);
  }
  if (summary.lcpMs === null || summary.lcpMs > ROUTE_BARS.lcpMs)
    summary.failures.push(`LCP ${summary.lcpMs === null ? 'missing' : `${Math.round(summary.lcpMs)} ms`} > ${ROUTE_BARS.lcpMs} ms`);
  // Any run with a shift fails, not only the median one: a shift is a defect, not noise.
  const shifts = runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue);
  const worstShift = shifts.some((s) => s === undefined) ? null : Math.max(0, ...(shifts as number[]));
  if (worstShift !== 0) summary.failures.push(`CLS ${worstShift ?? 'missing'} is not 0`);
  if (facades === 'fail') summary.failures.push('third-party-facades failed: a heavy embed loads without a facade');
  return summary;
}

export type SiteSummary = {
  routes: number;
  medianPerformance: number | null;
  worstPerformance: number | null;
  medianTbtMs: number | null;
  worstLcpMs: number | null;
  failures: string[];
};

/** The figures over all routes that the issue's closing note quotes, and the site-wide bars. */
export function summariseSite(routes: readonly RouteSummary[]): SiteSummary {
  const performance = routes.map((r) => r.performance);
  const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  const site: SiteSummary = {
    routes: routes.length,
    medianPerformance: median(performance),
    worstPerformance: present(performance).length ? Math.min(...present(performance)) : null,
    medianTbtMs: median(routes.map((r) => r.tbtMs)),
    worstLcpMs: present(routes.map((r) => r.lcpMs)).length ? Math.max(...present(routes.map((r) => r.lcpMs))) : null,
    failures: [],
  };
  if (site.medianPerformance === null || site.medianPerformance < SITE_BARS.medianPerformance)
    site.failures.push(`median performance ${site.medianPerformance ?? 'missing'} < ${SITE_BARS.medianPerformance}`);
  if (site.medianTbtMs === null || site.medianTbtMs > SITE_BARS.medianTbtMs)
    site.failures.push(
      `median TBT ${site.medianTbtMs === null ? 'missing' : `${Math.round(site.medianTbtMs)} ms`} > ${SITE_BARS.medianTbtMs} ms`,
    );
  return site;
}

const score = (value: number | null) => (value === null ? '-' : String(Math.round(value * 100)));
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

export const TABLE_HEADER = ['Route', 'Runs', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'A11y', 'BP', 'SEO', 'Facades', 'CPU index', 'Result'];

export function tableRow(s: RouteSummary): string[] {
  const cls = s.cls === null ? '-' : String(Number(s.cls.toFixed(3)));
  return [
    s.path,
    String(s.runs),
    score(s.performance),
    ms(s.fcpMs),
    ms(s.lcpMs),
    ms(s.tbtMs),
    cls,
    score(s.accessibility),
    score(s.bestPractices),
    score(s.seo),
    s.facades,
    s.benchmarkIndex === null ? '-' : String(Math.round(s.benchmarkIndex)),
    s.failures.length ? 'FAIL' : 'pass',
  ];
}

/** One line for the closing note: the site's figures against the site-wide bars. */
export function siteLine(site: SiteSummary): string {
  return (
    `${site.routes} route${site.routes === 1 ? '' : 's'}: performance median ${score(site.medianPerformance)} (bar ${score(SITE_BARS.medianPerformance)}), ` +
    `worst ${score(site.worstPerformance)} (bar ${score(ROUTE_BARS.performance)}); TBT median ${ms(site.medianTbtMs)} ` +
    `(bar ${SITE_BARS.medianTbtMs} ms); LCP worst ${ms(site.worstLcpMs)} (bar ${ROUTE_BARS.lcpMs} ms)`
  );
}

/**
 * A request in a run's simulated LCP graph: Lantern (Lighthouse's simulator) keeps every request
 * that finished before the paint it observed in the unthrottled trace, scripts included, and the
 * simulated LCP waits for each of them over slow 4G.
 */
export type LcpCharge = { url: string; observedEndMs: number; simulatedEndMs: number };

/** What a run's simulated LCP is made of: the paint Lighthouse observed and the requests it charged. */
export type LcpDiagnosis = { simulatedMs: number; observedPaintMs: number; charges: LcpCharge[] };

/** The requests charged to the LCP other than the page itself, the last to finish (simulated) first. */
export function lcpCharges(requests: readonly (LcpCharge & { isDocument: boolean })[]): LcpCharge[] {
  return requests
    .filter((r) => !r.isDocument)
    .map(({ url, observedEndMs, simulatedEndMs }) => ({ url, observedEndMs, simulatedEndMs }))
    .sort((a, b) => b.simulatedEndMs - a.simulatedEndMs);
}

const fileName = (url: string) => posix.basename(new URL(url).pathname) || url;

/** One line per route over its LCP bar: why, in the simulator's own terms. */
export function lcpDiagnosisLine(path: string, d: LcpDiagnosis): string {
  const head = `${path}: simulated LCP ${ms(d.simulatedMs)}; observed paint at ${ms(d.observedPaintMs)}`;
  if (!d.charges.length) return `${head}; no request charged besides the page`;
  const charged = d.charges.map((c) => `${fileName(c.url)} (done at ${ms(c.observedEndMs)}, simulated ${ms(c.simulatedEndMs)})`).join(', ');
  return `${head}, after ${d.charges.length} request${d.charges.length === 1 ? '' : 's'} had finished, so the simulation waits for ${d.charges.length === 1 ? 'it' : 'them'}: ${charged}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A self-contained HTML page: the table, each route linking to its median run's full report. */
export function summaryHtml(
  summaries: readonly RouteSummary[],
  reportFile: (path: string) => string,
  meta: string,
  site: SiteSummary = summariseSite(summaries),
  lcpLines: readonly string[] = [],
): string {
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
  const siteFailures = site.failures.length ? `<p class="fail">${site.failures.map(escapeHtml).join('; ')}</p>` : '';
  const lcp = lcpLines.length
    ? `<h2>What the simulated LCP waits for</h2><ul>${lcpLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lighthouse summary</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#0b2e4f}table{border-collapse:collapse}th,td{padding:.3rem .7rem;border-bottom:1px solid #ccd;text-align:right}th:first-child{text-align:left}.fail,.fail td{color:#a00;text-align:left}</style>
</head><body><h1>Lighthouse: median of the runs per route</h1><p>${escapeHtml(meta)}</p>
<p>${escapeHtml(siteLine(site))}</p>${siteFailures}
<table><thead><tr>${TABLE_HEADER.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table>${lcp}</body></html>
`;
}
