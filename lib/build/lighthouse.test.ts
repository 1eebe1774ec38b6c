import { summarise, summaryHtml, tableRow, type LighthouseResult } from './lighthouse';

function result(overrides: { perf?: number; cls?: number; facades?: number | null; bp?: number } = {}): LighthouseResult {
  return {
    categories: {
      performance: { score: overrides.perf ?? 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: overrides.bp ?? 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { score: 1, numericValue: 1234.4 },
      'total-blocking-time': { score: 1, numericValue: 96 },
      'cumulative-layout-shift': { score: 1, numericValue: overrides.cls ?? 0 },
      'third-party-facades': {
        score: overrides.facades === undefined ? null : overrides.facades,
        scoreDisplayMode: overrides.facades === undefined ? 'notApplicable' : 'metricSavings',
      },
    },
    environment: { benchmarkIndex: 1502.3 },
  };
}

test('a run that meets every bar passes', () => {
  const summary = summarise('/', result());
  expect(summary.failures).toEqual([]);
  expect(tableRow(summary)).toEqual(['/', '99', '100', '100', '100', '1234 ms', '96 ms', '0', 'n/a', '1502', 'pass']);
});

test('fails below 95 performance, below 100 elsewhere, any layout shift and a missing facade', () => {
  expect(summarise('/', result({ perf: 0.94, bp: 0.96, cls: 0.001, facades: 0 })).failures).toEqual([
    'performance 0.94 < 0.95',
    'best-practices 0.96 < 1',
    'CLS 0.001 is not 0',
    'third-party-facades failed: a heavy embed loads without a facade',
  ]);
  expect(summarise('/', result({ facades: 1 })).facades).toBe('pass');
});

test('the HTML summary links each route to its report and escapes text', () => {
  const html = summaryHtml([summarise('/a&b/', result({ perf: 0.5 }))], () => 'a-b.html', '3 runs <mobile>');
  expect(html).toContain('<a href="a-b.html">/a&amp;b/</a>');
  expect(html).toContain('3 runs &lt;mobile&gt;');
  expect(html).toContain('performance 0.5 &lt; 0.95');
});
