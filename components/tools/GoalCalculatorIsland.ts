'use client';

import './calculatorStylesheets';
import '@/components/calculators/Presets.module.css';
import { lazyTool } from './LazyTool';

/** GoalCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const GoalCalculatorIsland = lazyTool(() => import('@/components/calculators/GoalCalculator').then((m) => m.GoalCalculator));
