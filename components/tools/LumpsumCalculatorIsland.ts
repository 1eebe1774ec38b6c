'use client';

import './calculatorStylesheets';
import { lazyTool } from './LazyTool';

/** LumpsumCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const LumpsumCalculatorIsland = lazyTool(() =>
  import('@/components/calculators/LumpsumCalculator').then((m) => m.LumpsumCalculator),
);
