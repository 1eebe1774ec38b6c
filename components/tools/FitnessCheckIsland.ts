'use client';

import '@/components/calculators/NumberField.module.css';
import '@/components/calculators/ShareButton.module.css';
import '@/components/questionnaires/ChoiceSelect.module.css';
import '@/components/questionnaires/TrafficLightBadge.module.css';
import '@/components/questionnaires/QuestionnaireResult.module.css';
import '@/components/questionnaires/FitnessResult.module.css';
import '@/components/questionnaires/Questionnaire.module.css';
import { lazyTool } from './LazyTool';

/** FitnessCheck, rendered in full into the HTML; its code is fetched as it nears the viewport (see lazyTool). */
export const FitnessCheckIsland = lazyTool(() => import('@/components/questionnaires/FitnessCheck').then((m) => m.FitnessCheck));
