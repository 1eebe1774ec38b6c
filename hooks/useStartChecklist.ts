import { useState } from 'react';
import { startAnswersFromQuery, startQuery, type StartAnswers, type StartQuestionId } from '@/lib/questionnaires/startChecklist';
import { replaceQuery, useLocationSearch } from './useLocationSearch';

/**
 * The start checklist's answers: a shared link's (read after hydration; the exported HTML has the
 * defaults), then the visitor's. Every change is written into the address bar, so the link the
 * visitor shares or bookmarks is the checklist on the screen; nothing is sent anywhere.
 */
export function useStartChecklist() {
  const search = useLocationSearch();
  const [edited, setEdited] = useState<StartAnswers | null>(null);
  const fromLink = startAnswersFromQuery(search);
  const answers = edited ?? fromLink.answers;
  // Once the visitor has answered, what the link could not read no longer matters.
  const rejected: readonly StartQuestionId[] = edited ? [] : fromLink.rejected;

  const choose = <Q extends StartQuestionId>(question: Q, value: StartAnswers[Q]) => {
    const next = { ...answers, [question]: value };
    setEdited(next);
    replaceQuery(startQuery(next));
  };

  return { answers, rejected, choose, edited: edited !== null };
}
