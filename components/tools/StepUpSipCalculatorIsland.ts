'use client';

import './calculatorStylesheets';
import { lazyTool } from './LazyTool';

/** StepUpSipCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const StepUpSipCalculatorIsland = lazyTool(() =>
  import('@/components/calculators/StepUpSipCalculator').then((m) => m.StepUpSipCalculator),
);
