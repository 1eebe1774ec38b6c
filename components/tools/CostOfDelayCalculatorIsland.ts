'use client';

import './calculatorStylesheets';
import { lazyTool } from './LazyTool';

/** CostOfDelayCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const CostOfDelayCalculatorIsland = lazyTool(() =>
  import('@/components/calculators/CostOfDelayCalculator').then((m) => m.CostOfDelayCalculator),
);
