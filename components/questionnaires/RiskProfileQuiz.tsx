'use client';

import { useId } from 'react';
import { useRiskProfileAnswers } from '@/hooks/useRiskProfileAnswers';
import { contactHrefFor } from '@/lib/contact/prefill';
import type { RiskProfileText } from '@/content/riskProfile';
import type { UiText } from '@/content/ui';
import type { InternalPath } from '@/content/routes';
import { fillTemplate } from '@/lib/template';
import { maxScore, type FundCategoryId, type RiskBand, type RiskometerLevel, type RiskQuestion } from '@/lib/questionnaires/riskProfile';
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
  const quiz = useRiskProfileAnswers(questions, bands);
  const { band, score, answered } = quiz;

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
      <form className={styles.form} method="get" noValidate onSubmit={quiz.onSubmit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {quizText.formTitle}
        </h2>
        <noscript>
          <p className="callout">{quizText.noScript}</p>
        </noscript>
        {quiz.rejected.length > 0 ? (
          <p className="callout" role="note">
            {quiz.rejected.length === 1 ? quizText.rejectedOne : fillTemplate(quizText.rejectedMany, { count: quiz.rejected.length })}
          </p>
        ) : null}
        <QuestionnaireProgress answered={answered} total={questions.length} label={quizText.progress} />
        {questions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            number={index + 1}
            selected={quiz.answers[question.id] ?? null}
            error={quiz.isFlagged(question.id) ? quizText.unanswered : null}
            onChoose={(choice) => quiz.choose(question.id, choice)}
            firstRadioRef={quiz.firstRadioRef(question.id)}
          />
        ))}
        <div className="button-row" data-print="hide">
          <button type="submit" className="button">
            {quizText.submit}
          </button>
          {quiz.flagUnanswered && answered < questions.length ? (
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
          headingRef={quiz.resultHeading}
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
