import { useRef, useState, type FormEvent } from 'react';
import { replaceQuery, useLocationSearch } from '@/hooks/useLocationSearch';
import {
  answeredCount,
  bandFor,
  riskAnswersFromQuery,
  riskQuery,
  riskScore,
  type RiskAnswers,
  type RiskBand,
  type RiskQuestion,
} from '@/lib/questionnaires/riskProfile';

type AnswersState = {
  answers: RiskAnswers;
  /** Whether the visitor has asked for the result (or a complete shared link did). */
  submitted: boolean;
  /** Whether unanswered questions are flagged: after a "See my profile" with gaps. */
  flagUnanswered: boolean;
  /** Questions a shared link named with values the page could not use. */
  rejected: readonly string[];
};

function stateFromQuery(questions: readonly RiskQuestion[], search: string): AnswersState {
  const { answers, rejected } = riskAnswersFromQuery(questions, search);
  return { answers, submitted: riskScore(questions, answers) !== null, flagUnanswered: false, rejected };
}

/**
 * The risk-profile questionnaire's answers: read from the address (a shared link) until the visitor
 * changes one, the score and band once every question is answered and the result asked for, and the
 * address bar following the answers while a result is on show. Submitting with gaps flags them and
 * focuses the first; submitting a complete form brings the result's heading to the top and focuses it.
 */
export function useRiskProfileAnswers(questions: readonly RiskQuestion[], bands: readonly RiskBand[]) {
  const search = useLocationSearch();
  const [edited, setEdited] = useState<AnswersState | null>(null);
  const state = edited ?? stateFromQuery(questions, search);
  const firstRadios = useRef<Record<string, HTMLInputElement | null>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const score = riskScore(questions, state.answers);
  const band = state.submitted && score !== null ? bandFor(score, bands) : null;

  const choose = (questionId: string, index: number) => {
    const answers = { ...state.answers, [questionId]: index };
    setEdited({ ...state, answers });
    // Once a result is on show, the address bar follows every change so a copied link matches it.
    if (state.submitted) replaceQuery(riskQuery(questions, answers));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstUnanswered = questions.find((q) => state.answers[q.id] == null);
    if (firstUnanswered) {
      setEdited({ ...state, flagUnanswered: true });
      firstRadios.current[firstUnanswered.id]?.focus();
      return;
    }
    setEdited({ ...state, submitted: true });
    replaceQuery(riskQuery(questions, state.answers));
    // After React has rendered the result: bring its heading to the top of the screen (below the
    // sticky header, by the page's scroll-padding) and move focus there. A plain focus() scrolled only
    // as far as the nearest edge, which left the result starting at the bottom of a phone's screen.
    requestAnimationFrame(() => {
      const heading = resultHeading.current;
      if (!heading) return;
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    });
  };

  return {
    answers: state.answers,
    /** Whether a question is flagged as unanswered. */
    isFlagged: (questionId: string) => state.flagUnanswered && state.answers[questionId] == null,
    flagUnanswered: state.flagUnanswered,
    /** What a shared link named that the page could not use, until the visitor changes an answer. */
    rejected: edited ? [] : state.rejected,
    answered: answeredCount(questions, state.answers),
    score,
    band,
    choose,
    onSubmit,
    /** Where each question's first radio registers itself, for the focus on a gap. */
    firstRadioRef: (questionId: string) => (element: HTMLInputElement | null) => {
      firstRadios.current[questionId] = element;
    },
    resultHeading,
  };
}
