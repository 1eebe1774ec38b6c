import { trailCommissions } from '@/content/commissions';
import { formatTrailSpan, trailCommissionSpan } from './commissions';

it('finds the lowest and highest rate of the table, skipping rows without figures', () => {
  const rows = [
    { schemeType: 'A', trailRange: '0.45-0.50%' },
    { schemeType: 'B', trailRange: 'variable' },
    { schemeType: 'C', trailRange: '0.05-1.4%' },
  ];
  expect(trailCommissionSpan(rows)).toEqual({ low: 0.05, high: 1.4 });
  expect(formatTrailSpan(trailCommissionSpan(rows))).toBe('0.05% to 1.40%');
});

it('covers every figure of the disclosure table', () => {
  const span = trailCommissionSpan(trailCommissions);
  for (const row of trailCommissions) {
    for (const figure of row.trailRange.match(/\d+(?:\.\d+)?/g) ?? []) {
      expect(Number(figure)).toBeGreaterThanOrEqual(span.low);
      expect(Number(figure)).toBeLessThanOrEqual(span.high);
    }
  }
});

it('refuses a table with no figures at all', () => {
  expect(() => trailCommissionSpan([{ schemeType: 'FMP', trailRange: 'variable' }])).toThrow();
});
