'use client';

import { useEffect, useId, useRef } from 'react';
import { ShareButton } from '@/components/calculators/ShareButton';
import { PrintButton } from '@/components/questionnaires/PrintButton';
import { QuestionFieldset } from '@/components/questionnaires/QuestionFieldset';
import type { StartChecklistText } from '@/content/start';
import type { UiText } from '@/content/ui';
import { useHydrated } from '@/hooks/useHydrated';
import { useStartChecklist } from '@/hooks/useStartChecklist';
import { contactHrefFor } from '@/lib/contact/prefill';
import { formatRegulatoryDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import {
  isReadyChecklistLink,
  START_OPTIONS,
  START_QUESTION_IDS,
  startChecklist,
  startQuery,
  type StartAnswers,
  type StartQuestionId,
  type StartStepId,
} from '@/lib/questionnaires/startChecklist';
import { ChecklistView, type StartClasses } from './ChecklistView';

type StartChecklistProps = {
  /** Every word of the checklist but the steps'. */
  text: Omit<StartChecklistText, 'steps'>;
  /** Each step's words, rendered on the server (so the island carries no link or icon code). */
  steps: Readonly<Record<StartStepId, React.ReactNode>>;
  /** The firm's phone, e-mail and WhatsApp links, rendered on the server. */
  contactRoutes: React.ReactNode;
  /** The contact form's service (a slug) that "Send this to us" preselects. */
  contactService: string;
  /** This page's public address: the message to the firm links to the checklist with the answers. */
  pageUrl: string;
  /** The page's CSS module, passed down (components/start/Start.module.css says why). */
  classes: StartClasses;
  /** The page's language: the printout's date is written in it. */
  locale: Locale;
  /** The share button's messages, in the page's language (content/ui.ts `share`). */
  share: UiText['share'];
  /** The contact page in the page's language ("/contact/" or "/hi/contact/"), which "Send this to us" opens. */
  contactPath: `/${string}`;
  /** The id of the checklist's heading (content/start.ts START_CHECKLIST_ID), the hash of a link to a case's checklist. */
  checklistId: string;
};

const optionsOf = (question: StartQuestionId): readonly string[] => START_OPTIONS[question];

/** The answers in words: "Who: Myself; Lives: In India; ..." (the summary line and the message to the firm). */
function answerSummary(text: StartChecklistProps['text'], answers: StartAnswers): string {
  return START_QUESTION_IDS.map((q) => {
    const labels: Readonly<Record<string, string>> = text.questions[q].options;
    return `${text.questions[q].short}: ${labels[answers[q]]}`;
  }).join('; ');
}

/** Today's date on the visitor's calendar, as the site writes dates ("24-Nov-2026"). */
function today(locale: Locale): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatRegulatoryDate(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, locale);
}

/** How many frames (about a second) the checklist looks for a ready checklist's address after it mounts. */
const LOOK_FOR_LINK_FRAMES = 60;

/**
 * A link to a case's ready checklist (the NRI's, from the home page, the footer, the contact page and
 * the NRI topic) names the checklist's heading, which every such link already uses; the browser lands
 * there, above four answered questions and about four phone screens from the steps. Once the code has
 * arrived, and only if the visitor is still where the link landed, the page moves on to "Your steps,
 * in order" and focus with it (instantly: no animation on arrival).
 */
function landOnSteps(heading: HTMLHeadingElement | null, checklistId: string): void {
  if (!heading || !isReadyChecklistLink(window.location.search, window.location.hash, checklistId)) return;
  // Left alone: a visitor who has read on past the heading (above it is where a link within the site lands first).
  const landed = document.getElementById(checklistId)?.getBoundingClientRect().top ?? 0;
  if (landed < -window.innerHeight / 2) return;
  heading.tabIndex = -1;
  heading.scrollIntoView({ block: 'start', behavior: 'instant' });
  heading.focus({ preventScroll: true });
}

/** The personal checklist: four questions, and the steps for those answers, worked out on the device. */
export function StartChecklist({
  text,
  steps,
  contactRoutes,
  contactService,
  pageUrl,
  classes: styles,
  locale,
  contactPath,
  share,
  checklistId,
}: StartChecklistProps) {
  const id = useId();
  const hydrated = useHydrated();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After a navigation within the site the checklist can mount before the address bar shows the
    // new address (and before the router's own scroll to its hash): look for a few frames, then land
    // a frame after the address matches, so the router's scroll comes first.
    let frame = 0;
    let frames = 0;
    const look = () => {
      if (isReadyChecklistLink(window.location.search, window.location.hash, checklistId))
        frame = requestAnimationFrame(() => landOnSteps(resultHeading.current, checklistId));
      else if (++frames < LOOK_FOR_LINK_FRAMES) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [checklistId]);
  const { answers, rejected, choose, edited } = useStartChecklist();
  const summary = answerSummary(text, answers);
  const link = `${pageUrl}?${startQuery(answers)}`;
  const sendHref = contactHrefFor(contactPath, contactService, `${text.message.intro} ${summary}. ${text.message.outro} ${link}`);

  return (
    <div className={styles.layout}>
      <form className={styles.form} aria-label={text.formLabel} noValidate onSubmit={(event) => event.preventDefault()} data-print="hide">
        <noscript>
          <p className="callout">{text.noscript}</p>
        </noscript>
        {rejected.length > 0 ? (
          <div className="callout" role="note" data-testid="start-link-note">
            <p>{text.linkNote}</p>
            <ul>
              {rejected.map((q) => (
                <li key={q}>{text.questions[q].legend}</li>
              ))}
            </ul>
            <p>{text.linkNoteAfter}</p>
          </div>
        ) : null}
        {START_QUESTION_IDS.map((q, index) => {
          const question = text.questions[q];
          const labels: Readonly<Record<string, string>> = question.options;
          return (
            <QuestionFieldset
              key={q}
              question={{
                id: q,
                legend: question.legend,
                hint: question.hint,
                options: optionsOf(q).map((o) => ({ label: labels[o] ?? o })),
              }}
              number={index + 1}
              selected={optionsOf(q).indexOf(answers[q])}
              error={null}
              onChoose={(choice) => {
                const value = START_OPTIONS[q][choice];
                if (value !== undefined) choose(q, value);
              }}
            />
          );
        })}
        <p className={styles.jump}>
          <a href={`#${id}-result`}>{text.jumpLabel}</a>
        </p>
      </form>
      <p role="status" className="visually-hidden">
        {edited ? `${text.updatedStatus} ${summary}.` : ''}
      </p>
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <h3 id={`${id}-result`} ref={resultHeading} className={styles.resultHeading}>
          {text.resultHeading}
        </h3>
        <p className={styles.summary} data-testid="start-summary">
          {text.resultFor} {summary}
        </p>
        {hydrated ? (
          <p className="print-only" data-testid="start-prepared-on">
            {text.preparedOn} {today(locale)}
          </p>
        ) : null}
        <ChecklistView
          groups={startChecklist(answers)}
          headings={text.groups}
          steps={steps}
          headingLevel={4}
          classes={styles}
          extras={{ next: <p className={styles.contact}>{contactRoutes}</p> }}
        />
        <div className={`button-row ${styles.actions}`} data-print="hide">
          <a className="button" href={sendHref}>
            {text.sendLabel}
          </a>
          <ShareButton getUrl={() => window.location.href} title={text.shareTitle} words={{ ...share, label: text.shareLabel }} />
          <PrintButton label={text.printLabel} />
          <p className={styles.shareNote}>{text.shareNote}</p>
        </div>
      </section>
    </div>
  );
}
