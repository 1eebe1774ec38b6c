'use client';

import { useEffect, useRef, useState } from 'react';
import type { LibraryText } from '@/content/libraryText';
import type { FromHtml } from './onFirstUse';
import styles from './SelfCheck.module.css';
import { SelfCheckQuestion, type SelfCheckQuestionData } from './SelfCheckQuestion';

type SelfCheckQuestionsProps = FromHtml & { questions: readonly SelfCheckQuestionData[]; words: LibraryText['selfCheck'] };

const radiosOf = (root: ParentNode | null | undefined, question: number) => [
  ...(root?.querySelectorAll('fieldset')[question]?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
];

/** A topic's self-check questions, numbered: what SelfCheckIsland fetches when the visitor reaches them. */
export function SelfCheckQuestions({ questions, words, html }: SelfCheckQuestionsProps) {
  const list = useRef<HTMLOListElement>(null);
  // The options picked, and the one in focus, in the exported HTML before this code arrived.
  const [carried] = useState(() =>
    questions.map((_, question) => {
      const radios = radiosOf(html, question);
      return { choice: radios.findIndex((radio) => radio.checked), focused: radios.findIndex((radio) => radio === document.activeElement) };
    }),
  );
  useEffect(() => {
    carried.forEach(({ focused }, question) => {
      if (focused >= 0) radiosOf(list.current, question)[focused]?.focus();
    });
  }, [carried]);
  return (
    <ol ref={list} className={styles.questions}>
      {questions.map((question, index) => (
        <li key={question.question}>
          <SelfCheckQuestion data={question} words={words} initialChoice={carried[index]?.choice ?? -1} />
        </li>
      ))}
    </ol>
  );
}
