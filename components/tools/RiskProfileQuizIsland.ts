'use client';

import '@/components/calculators/ShareButton.module.css';
import '@/components/questionnaires/QuestionFieldset.module.css';
import '@/components/questionnaires/Questionnaire.module.css';
import '@/components/questionnaires/RiskometerScale.module.css';
import '@/components/questionnaires/QuestionnaireResult.module.css';
import { lazyTool } from './LazyTool';

/** RiskProfileQuiz, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const RiskProfileQuizIsland = lazyTool(() => import('@/components/questionnaires/RiskProfileQuiz').then((m) => m.RiskProfileQuiz));
