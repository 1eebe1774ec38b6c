import {
  lcpCharges,
  lcpDiagnosisLine,
  median,
  ROUTE_BARS,
  SITE_BARS,
  siteLine,
  summarise,
  summariseSite,
  summaryHtml,
  tableRow,
  type LighthouseResult,
} from './lighthouse';

type RunOptions = { perf?: number; lcp?: number; tbt?: number; cls?: number; facades?: number | null; bp?: number; bench?: number };

function run(options: RunOptions = {}): LighthouseResult {
  return {
    categories: {
      performance: { score: options.perf ?? 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: options.bp ?? 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { score: 1, numericValue: 800.2 },
      'largest-contentful-paint': { score: 1, numericValue: options.lcp ?? 1034.4 },
      'total-blocking-time': { score: 1, numericValue: options.tbt ?? 96 },
      'cumulative-layout-shift': { score: 1, numericValue: options.cls ?? 0 },
      'third-party-facades': {
        score: options.facades === undefined ? null : options.facades,
        scoreDisplayMode: options.facades === undefined ? 'notApplicable' : 'metricSavings',
      },
    },
    environment: { benchmarkIndex: options.bench ?? 1502.3 },
  };
}

test('median takes the middle value, the mean of the middle two for an even count, and skips gaps', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([null, 5, undefined])).toBe(5);
  expect(median([])).toBeNull();
});

test('a route reports the median of each figure over its runs', () => {
  const summary = summarise('/', [
    run({ perf: 0.92, lcp: 2100, tbt: 150 }),
    run({ perf: 0.99, lcp: 1000, tbt: 80 }),
    run({ perf: 1, lcp: 900, tbt: 90 }),
  ]);
  expect(summary).toMatchObject({ runs: 3, performance: 0.99, lcpMs: 1000, tbtMs: 90, cls: 0 });
  expect(summary.failures).toEqual([]);
  expect(tableRow(summary)).toEqual(['/', '3', '99', '800 ms', '1000 ms', '90 ms', '0', '100', '100', '100', 'n/a', '1502', 'pass']);
});

test('a route fails below its performance bar, over its LCP bar, on any shift and on a missing facade', () => {
  const tooSlow = ROUTE_BARS.lcpMs + 1;
  const failures = summarise('/', [
    run({ perf: 0.96, bp: 0.96, lcp: tooSlow, facades: 0 }),
    run({ perf: 0.96, bp: 0.96, lcp: tooSlow, cls: 0.001 }),
    run({ perf: 0.96, bp: 0.96, lcp: tooSlow }),
  ]).failures;
  expect(failures).toEqual([
    `performance 0.96 < ${ROUTE_BARS.performance}`,
    'best-practices 0.96 < 1',
    `LCP ${tooSlow} ms > ${ROUTE_BARS.lcpMs} ms`,
    // One run's shift is enough, though the median run has none.
    'CLS 0.001 is not 0',
    'third-party-facades failed: a heavy embed loads without a facade',
  ]);
  expect(summarise('/', [run({ facades: 1 })]).facades).toBe('pass');
  expect(summarise('/', []).failures).toContain('no valid run');
});

test('the site passes with a median route at its bars and fails below them', () => {
  const routes = ['/a/', '/b/', '/c/'];
  const passing = summariseSite(routes.map((path, i) => summarise(path, [run({ perf: [0.97, 0.99, 1][i], tbt: [60, 100, 140][i] })])));
  expect(passing).toMatchObject({ medianPerformance: 0.99, worstPerformance: 0.97, medianTbtMs: 100, failures: [] });
  expect(siteLine(passing)).toBe(
    '3 routes: performance median 99 (bar 99), worst 97 (bar 97); TBT median 100 ms (bar 100 ms); LCP worst 1034 ms (bar 1200 ms)',
  );

  const failing = summariseSite(routes.map((path, i) => summarise(path, [run({ perf: [0.97, 0.98, 1][i], tbt: [60, 101, 140][i] })])));
  expect(failing.failures).toEqual([
    `median performance 0.98 < ${SITE_BARS.medianPerformance}`,
    `median TBT 101 ms > ${SITE_BARS.medianTbtMs} ms`,
  ]);
});

test('the HTML summary links each route to its report, states the site line and escapes text', () => {
  const html = summaryHtml([summarise('/a&b/', [run({ perf: 0.5 })])], () => 'a-b.html', '3 runs <mobile>');
  expect(html).toContain('<a href="a-b.html">/a&amp;b/</a>');
  expect(html).toContain('3 runs &lt;mobile&gt;');
  expect(html).toContain(`performance 0.5 &lt; ${ROUTE_BARS.performance}`);
  expect(html).toContain('1 route: performance median 50');
  expect(html).toContain(`median performance 0.5 &lt; ${SITE_BARS.medianPerformance}`);
});

test('the LCP diagnosis lists the requests charged besides the page, the last to finish in the simulation first', () => {
  const charges = lcpCharges([
    { url: 'http://127.0.0.1:4000/about/', isDocument: true, observedEndMs: 9, simulatedEndMs: 751 },
    { url: 'http://127.0.0.1:4000/_next/static/chunks/a.js', isDocument: false, observedEndMs: 90, simulatedEndMs: 1005 },
    { url: 'http://127.0.0.1:4000/_next/static/chunks/b.js?v=1', isDocument: false, observedEndMs: 102.4, simulatedEndMs: 1755.2 },
  ]);
  expect(charges.map((c) => c.simulatedEndMs)).toEqual([1755.2, 1005]);
  expect(charges[0]).not.toHaveProperty('isDocument');

  const line = lcpDiagnosisLine('/about/', { simulatedMs: 1755.2, observedPaintMs: 134, charges });
  expect(line).toBe(
    '/about/: simulated LCP 1755 ms; observed paint at 134 ms, after 2 requests had finished, so the simulation waits for them: ' +
      'b.js (done at 102 ms, simulated 1755 ms), a.js (done at 90 ms, simulated 1005 ms)',
  );
  expect(lcpDiagnosisLine('/', { simulatedMs: 900, observedPaintMs: 40, charges: [] })).toBe(
    '/: simulated LCP 900 ms; observed paint at 40 ms; no request charged besides the page',
  );
});

test('the summary page carries the LCP diagnosis when there is one, escaped', () => {
  const summaries = [summarise('/', [run({ lcp: ROUTE_BARS.lcpMs + 500 })])];
  const withLines = summaryHtml(summaries, () => 'home.html', 'meta', undefined, ['/: waits for <a.js>']);
  expect(withLines).toContain('<h2>What the simulated LCP waits for</h2><ul><li>/: waits for &lt;a.js&gt;</li></ul>');
  expect(summaryHtml(summaries, () => 'home.html', 'meta')).not.toContain('What the simulated LCP waits for');
});
