'use client';

import { useId, useRef } from 'react';
import { revealAndFocus } from '@/hooks/revealInView';
import { useHydrated } from '@/hooks/useHydrated';
import { useSelfCheck } from '@/hooks/useSelfCheck';
import type { LibraryText } from '@/content/libraryText';
import { fillTemplate } from '@/lib/template';
import styles from './SelfCheck.module.css';

type SelfCheckOption = { text: string; correct: boolean; why: string };
export type SelfCheckQuestionData = { question: string; options: readonly SelfCheckOption[] };

type SelfCheckQuestionProps = {
  data: SelfCheckQuestionData;
  /** The option already picked (in the exported HTML, before the code arrived), or -1. */
  initialChoice?: number;
  /** The self-check's words in the page's language (content/en/library.ts, content/hi/library.ts). */
  words: LibraryText['selfCheck'];
};

/**
 * One question: pick an option, press "Check", read why each option is right or wrong; the verdict is
 * announced in a live region. Without JavaScript (and before hydration) the same explanations wait in a
 * `<details>`. Nothing is stored or sent.
 */
export function SelfCheckQuestion({ data, words, initialChoice = -1 }: SelfCheckQuestionProps) {
  const hydrated = useHydrated();
  const { choice, checked, askedToChoose, choose, check } = useSelfCheck(initialChoice >= 0 ? initialChoice : null);
  const name = useId();
  const verdictRef = useRef<HTMLParagraphElement>(null);
  const correct = data.options.find((option) => option.correct);
  const picked = checked === null ? undefined : data.options[checked];

  // The verdict's first words stand out; the explanation after them reads as text.
  let verdict: [string, string] = ['', ''];
  if (askedToChoose) verdict = [words.chooseFirst, ''];
  else if (picked?.correct) verdict = [words.correct, picked.why];
  else if (picked && correct)
    verdict = [words.incorrect, `${picked.why} ${fillTemplate(words.answerIs, { answer: correct.text })} ${correct.why}`];

  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>{data.question}</legend>
      <ul className={styles.options}>
        {data.options.map((option, index) => (
          <li key={option.text} className={checked === null ? undefined : option.correct ? styles.right : styles.wrong}>
            <label className={styles.option}>
              <input type="radio" name={name} value={index} checked={choice === index} onChange={() => choose(index)} />
              {option.text}
            </label>
            {checked !== null && (
              <p className={styles.why}>
                <strong>{option.correct ? words.rightOption : words.wrongOption}</strong> {option.why}
              </p>
            )}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            check();
            // Once React has drawn it: the verdict in view (the explanations that open above it push it
            // down) and focused, which is how a screen reader hears it.
            requestAnimationFrame(() => revealAndFocus(verdictRef.current));
          }}
        >
          {words.check}
        </button>
      ) : (
        <details className={styles.answers}>
          <summary>{words.showAnswer}</summary>
          <ul>
            {data.options.map((option) => (
              <li key={option.text}>
                <strong>{option.correct ? words.rightOption : words.wrongOption}</strong> {option.text} {option.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      {/* Not a live region: focus moves here after Check, and that is announced once. */}
      <p ref={verdictRef} className={styles.verdict} tabIndex={-1} data-testid="self-check-verdict">
        {verdict[0] && (
          <>
            <strong>{verdict[0]}</strong> {verdict[1]}
          </>
        )}
      </p>
    </fieldset>
  );
}
