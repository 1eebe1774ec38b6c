import type { ComponentType } from 'react';
import type { YearlyChartPlotProps } from './YearlyChartPlot';

export type Plot = ComponentType<YearlyChartPlotProps>;

let loaded: Plot | null = null;

/** The drawing's code, once fetched: a chart that mounts later (a new result) draws at once. */
export const fetchedPlot = (): Plot | null => loaded;

/** Fetches the drawing's code (kept apart from YearlyChart.tsx, whose stylesheet must stay in the tool pages' CSS chunk). */
export const fetchPlot = (): Promise<Plot> =>
  import('./YearlyChartPlot').then((module) => {
    loaded = module.YearlyChartPlot;
    return loaded;
  });
