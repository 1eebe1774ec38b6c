'use client';

import { onFirstUse } from './onFirstUse';

/**
 * A topic's self-check: in the HTML in full (each explanation in a <details>); its code arrives when
 * the visitor points at, touches or focuses it. Its stylesheet is imported by the server component around it.
 */
export const SelfCheckIsland = onFirstUse(() => import('./SelfCheckQuestions').then((m) => m.SelfCheckQuestions));
