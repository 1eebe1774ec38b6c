'use client';

import './calculatorStylesheets';
import '@/components/calculators/SipCalculator.module.css';
import { lazyTool } from './LazyTool';

/** SipCalculator, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const SipCalculatorIsland = lazyTool(() => import('@/components/calculators/SipCalculator').then((m) => m.SipCalculator));
