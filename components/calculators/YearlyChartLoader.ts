import type { ComponentType } from 'react';
import { loadOnce } from '@/lib/embeds/loadOnce';
import type { YearlyChartPlotProps } from './YearlyChartPlot';

export type Plot = ComponentType<YearlyChartPlotProps>;

/**
 * Fetches the drawing's code (kept apart from YearlyChart.tsx, whose stylesheet must stay in the tool
 * pages' CSS chunk); `fetchPlot.loaded()` is the code once fetched, so a chart that mounts later (a
 * new result) draws at once.
 */
export const fetchPlot = loadOnce<Plot>(() => import('./YearlyChartPlot').then((module) => module.YearlyChartPlot));
