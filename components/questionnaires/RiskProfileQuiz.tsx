'use client';

import { useId, useRef, useState } from 'react';
import { replaceQuery, useLocationSearch } from '@/hooks/useLocationSearch';
import { contactHrefFor } from '@/lib/contact/prefill';
import type { RiskProfileText } from '@/content/riskProfile';
import type { UiText } from '@/content/ui';
import type { InternalPath } from '@/content/routes';
import { fillTemplate } from '@/lib/template';
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
  /** The contact page of the page's edition, which the result's "discuss" link opens. */
  contactPath: InternalPath;
  suitabilityNote: string;
  notAdvice: string;
  /** What a shared link carries, said beside the share button. */
  shareNote: string;
  text: RiskProfileText['result'];
  /** The form's own words: buttons, progress, messages. */
  quizText: RiskProfileText['quiz'];
  /** The share button's words (content/ui.ts, in the page's language). */
  share: UiText['share'];
  categoryNames: Readonly<Record<FundCategoryId, string>>;
  /** SEBI's riskometer levels as the page's language writes them. */
  levelNames: Readonly<Record<RiskometerLevel, string>>;
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
  contactPath,
  suitabilityNote,
  notAdvice,
  shareNote,
  text,
  quizText,
  share,
  categoryNames,
  levelNames,
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
    contactHrefFor(
      contactPath,
      discussService,
      fillTemplate(quizText.discussMessage, {
        name: band?.name ?? '',
        score: score ?? '',
        max: maxScore(questions),
        url: window.location.href,
      }),
    );

  return (
    <div className={styles.layout}>
      <form className={styles.form} method="get" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {quizText.formTitle}
        </h2>
        <noscript>
          <p className="callout">{quizText.noScript}</p>
        </noscript>
        {state.rejected.length > 0 && !edited ? (
          <p className="callout" role="note">
            {state.rejected.length === 1 ? quizText.rejectedOne : fillTemplate(quizText.rejectedMany, { count: state.rejected.length })}
          </p>
        ) : null}
        <QuestionnaireProgress answered={answered} total={questions.length} label={quizText.progress} />
        {questions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            number={index + 1}
            selected={state.answers[question.id] ?? null}
            error={state.flagUnanswered && state.answers[question.id] == null ? quizText.unanswered : null}
            onChoose={(choice) => choose(question.id, choice)}
            firstRadioRef={(element) => {
              firstRadios.current[question.id] = element;
            }}
          />
        ))}
        <div className="button-row" data-print="hide">
          <button type="submit" className="button">
            {quizText.submit}
          </button>
          {state.flagUnanswered && answered < questions.length ? (
            <p className={styles.gapNote}>
              {fillTemplate(quizText.gap, { missing: questions.length - answered, total: questions.length })}
            </p>
          ) : null}
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {band ? fillTemplate(quizText.status, { name: band.name, score: score ?? '', max: maxScore(questions) }) : ''}
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
          levelNames={levelNames}
          typicalRiskometer={typicalRiskometer}
          actions={
            <>
              <a className="button" href={discussHref()}>
                {quizText.discuss}
              </a>
              <ShareButton getUrl={() => window.location.href} title={quizText.shareTitle} words={share} />
              <PrintButton label={quizText.print} />
              <p className={styles.shareNote}>{shareNote}</p>
            </>
          }
        />
      ) : null}
    </div>
  );
}
