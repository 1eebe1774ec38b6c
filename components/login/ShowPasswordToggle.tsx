'use client';

import { useState } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import styles from './ShowPasswordToggle.module.css';

type ShowPasswordToggleProps = {
  /** The id of the password input it reveals. */
  inputId: string;
  /** Its words, in the page's language (content/login.ts, `showPassword`): an island imports no content. */
  label: string;
};

/**
 * "Show password" for the plain login form: it only switches the input's type, so the form posts
 * the same with or without it. The exported HTML already holds it, invisible (CSS `visibility`: not
 * seen, focused or read out) until its script runs, so its place in the label's row is kept from
 * the first paint and nothing moves when it appears (Lighthouse measured a layout shift on /login/
 * and /hi/login/ when it was added after hydration); without JavaScript it stays invisible.
 */
export function ShowPasswordToggle({ inputId, label }: ShowPasswordToggleProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);

  function toggle() {
    // The page renders the input beside this button, so it is there.
    const input = document.getElementById(inputId) as HTMLInputElement;
    input.type = shown ? 'password' : 'text';
    setShown(!shown);
  }

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-controls={inputId}
      aria-pressed={shown}
      onClick={toggle}
      disabled={!hydrated}
      data-pending={hydrated ? undefined : ''}
    >
      {label}
    </button>
  );
}
