'use client';

import './calculatorStylesheets';
import { lazyTool } from './LazyTool';

/** RetirementCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const RetirementCalculatorIsland = lazyTool(() =>
  import('@/components/calculators/RetirementCalculator').then((m) => m.RetirementCalculator),
);
