'use client';

import { useId, useRef, useState } from 'react';
import { replaceQuery, useLocationSearch } from '@/hooks/useLocationSearch';
import { contactPrefillHref } from '@/lib/contactPrefill';
import type { RiskProfileText } from '@/content/riskProfile';
import {
  answeredCount,
  bandFor,
  maxScore,
  riskAnswersFromQuery,
  riskQuery,
  riskScore,
  type FundCategoryId,
  type RiskAnswers,
  type RiskBand,
  type RiskometerLevel,
  type RiskQuestion,
} from '@/lib/riskProfile';
import { ShareButton } from '@/components/calculators/ShareButton';
import { PrintButton } from './PrintButton';
import { QuestionFieldset } from './QuestionFieldset';
import { QuestionnaireProgress } from './QuestionnaireProgress';
import { RiskProfileResult } from './RiskProfileResult';
import styles from './Questionnaire.module.css';

type RiskProfileQuizProps = {
  questions: readonly RiskQuestion[];
  bands: readonly RiskBand[];
  /** Service slug the "Discuss this with us" link preselects on the contact form. */
  discussService: string;
  suitabilityNote: string;
  notAdvice: string;
  /** What a shared link carries, said beside the share button. */
  shareNote: string;
  text: RiskProfileText['result'];
  categoryNames: Readonly<Record<FundCategoryId, string>>;
  typicalRiskometer: Readonly<Record<FundCategoryId, readonly RiskometerLevel[]>>;
};

type QuizState = {
  answers: RiskAnswers;
  /** Whether the visitor has asked for the result (or a complete shared link did). */
  submitted: boolean;
  /** Whether unanswered questions are flagged: after a "See my profile" with gaps. */
  flagUnanswered: boolean;
  /** Questions a shared link named with values the page could not use. */
  rejected: readonly string[];
};

function stateFromQuery(questions: readonly RiskQuestion[], search: string): QuizState {
  const { answers, rejected } = riskAnswersFromQuery(questions, search);
  return { answers, submitted: riskScore(questions, answers) !== null, flagUnanswered: false, rejected };
}

/** The risk-profile questionnaire: one fieldset per question, progress, and the profile once all are answered. */
export function RiskProfileQuiz({
  questions,
  bands,
  discussService,
  suitabilityNote,
  notAdvice,
  shareNote,
  text,
  categoryNames,
  typicalRiskometer,
}: RiskProfileQuizProps) {
  const id = useId();
  const search = useLocationSearch();
  const [edited, setEdited] = useState<QuizState | null>(null);
  const state = edited ?? stateFromQuery(questions, search);
  const firstRadios = useRef<Record<string, HTMLInputElement | null>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const score = riskScore(questions, state.answers);
  const band = state.submitted && score !== null ? bandFor(score, bands) : null;
  const answered = answeredCount(questions, state.answers);

  const choose = (questionId: string, index: number) => {
    const answers = { ...state.answers, [questionId]: index };
    setEdited({ ...state, answers });
    // Once a result is on show, the address bar follows every change so a copied link matches it.
    if (state.submitted) replaceQuery(riskQuery(questions, answers));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
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

  // Only built with a result on show, which is only ever in the browser.
  const discussHref = () =>
    contactPrefillHref(
      discussService,
      `My risk profile from your website’s questionnaire: ${band?.name} (score ${score} of ${maxScore(questions)}). I would like to discuss it before investing. My answers: ${window.location.href}`,
    );

  return (
    <div className={styles.layout}>
      <form className={styles.form} method="get" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          Risk profile questionnaire
        </h2>
        <noscript>
          <p className="callout">
            Working out the profile here needs JavaScript, which is off in your browser. Every answer’s points and the table of profiles are
            below, under “How the score works”, so you can add up your score by hand.
          </p>
        </noscript>
        {state.rejected.length > 0 && !edited ? (
          <p className="callout" role="note">
            This link had answers the page could not read, so{' '}
            {state.rejected.length === 1 ? 'one question is' : `${state.rejected.length} questions are`} left blank. Answer{' '}
            {state.rejected.length === 1 ? 'it' : 'them'} to see the profile.
          </p>
        ) : null}
        <QuestionnaireProgress answered={answered} total={questions.length} />
        {questions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            number={index + 1}
            selected={state.answers[question.id] ?? null}
            error={state.flagUnanswered && state.answers[question.id] == null ? 'Choose an answer to this question.' : null}
            onChoose={(choice) => choose(question.id, choice)}
            firstRadioRef={(element) => {
              firstRadios.current[question.id] = element;
            }}
          />
        ))}
        <div className="button-row" data-print="hide">
          <button type="submit" className="button">
            See my profile
          </button>
          {state.flagUnanswered && answered < questions.length ? (
            <p className={styles.gapNote}>
              {questions.length - answered} of {questions.length} questions still need an answer.
            </p>
          ) : null}
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {band ? `Your risk profile: ${band.name}, score ${score} of ${maxScore(questions)}.` : ''}
      </p>
      {band && score !== null ? (
        <RiskProfileResult
          band={band}
          score={score}
          maxScore={maxScore(questions)}
          headingId={`${id}-result`}
          headingRef={resultHeading}
          suitabilityNote={suitabilityNote}
          notAdvice={notAdvice}
          text={text}
          categoryNames={categoryNames}
          typicalRiskometer={typicalRiskometer}
          actions={
            <>
              <a className="button" href={discussHref()}>
                Discuss this with us
              </a>
              <ShareButton getUrl={() => window.location.href} title="My risk profile" />
              <PrintButton />
              <p className={styles.shareNote}>{shareNote}</p>
            </>
          }
        />
      ) : null}
    </div>
  );
}
