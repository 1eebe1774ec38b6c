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
 * the same with or without it, and without JavaScript it is simply absent. It sits in the label's
 * row, which keeps its height either way, so nothing moves when it appears.
 */
export function ShowPasswordToggle({ inputId, label }: ShowPasswordToggleProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  if (!hydrated) return null;

  function toggle() {
    // The page renders the input beside this button, so it is there.
    const input = document.getElementById(inputId) as HTMLInputElement;
    input.type = shown ? 'password' : 'text';
    setShown(!shown);
  }

  return (
    <button type="button" className={styles.toggle} aria-controls={inputId} aria-pressed={shown} onClick={toggle}>
      {label}
    </button>
  );
}
