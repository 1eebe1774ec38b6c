'use client';

import '@/components/calculators/ShareButton.module.css';
import '@/components/questionnaires/QuestionFieldset.module.css';
import { lazyTool } from './LazyTool';

// Its own rules come from the page (components/start/Start.module.css), as class names in its props.
/** StartChecklist, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const StartChecklistIsland = lazyTool(() => import('@/components/start/StartChecklist').then((m) => m.StartChecklist));
