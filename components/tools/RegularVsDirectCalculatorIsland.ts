'use client';

import './calculatorStylesheets';
import '@/components/calculators/RegularVsDirectCalculator.module.css';
import { lazyTool } from './LazyTool';

/** RegularVsDirectCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const RegularVsDirectCalculatorIsland = lazyTool(() =>
  import('@/components/calculators/RegularVsDirectCalculator').then((m) => m.RegularVsDirectCalculator),
);
