import { trailCommissions, type CommissionText } from '@/content/commissions';
import type { CommissionRow } from '@/content/types';

/** The lowest and highest trail rate in the disclosure table, in percent a year; rows without figures are skipped. */
export function trailCommissionSpan(rows: readonly CommissionRow[]): { low: number; high: number } {
  const figures = rows.flatMap((row) => {
    const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)%$/.exec(row.trailRange);
    return match ? [Number(match[1]), Number(match[2])] : [];
  });
  if (figures.length === 0) throw new Error('The trail commission table has no figures');
  return { low: Math.min(...figures), high: Math.max(...figures) };
}

/**
 * "0.05% to 1.40%": the span as the disclosure table writes its figures. The words around them come
 * from content/ (`template`, with {low} and {high}), so a Hindi page passes its own.
 */
export function formatTrailSpan(span: { low: number; high: number }, template = '{low} to {high}'): string {
  return template.replace('{low}', `${span.low.toFixed(2)}%`).replace('{high}', `${span.high.toFixed(2)}%`);
}

/** The trail table in one language: the same rows, order and figures, the scheme types in its words. */
export function trailCommissionsIn(words: CommissionText): readonly CommissionRow[] {
  return trailCommissions.map((row) => ({
    schemeType: words.schemeTypes[row.schemeType],
    trailRange: row.trailRange === 'variable' ? words.variableTrail : row.trailRange,
  }));
}

/** "0.05% to 1.40%": the span of the trail table, in one language's words (its own template). */
export function trailSpanIn(words: CommissionText): string {
  return formatTrailSpan(trailCommissionSpan(trailCommissions), words.trailSpan);
}
