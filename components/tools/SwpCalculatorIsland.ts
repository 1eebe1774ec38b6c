'use client';

import './calculatorStylesheets';
import { lazyTool } from './LazyTool';

/** SwpCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const SwpCalculatorIsland = lazyTool(() => import('@/components/calculators/SwpCalculator').then((m) => m.SwpCalculator));
