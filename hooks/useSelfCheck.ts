import { useState } from 'react';

export type SelfCheckState = {
  /** The option the visitor has picked, or null. */
  choice: number | null;
  /** The option that was last checked, or null until "Check" (and again after the visitor picks another). */
  checked: number | null;
  /** "Check" was pressed with nothing picked. */
  askedToChoose: boolean;
  choose(option: number): void;
  check(): void;
};

/** One self-check question's state: nothing is stored or sent, it lives and dies with the page. */
export function useSelfCheck(initialChoice: number | null = null): SelfCheckState {
  const [choice, setChoice] = useState<number | null>(initialChoice);
  const [checked, setChecked] = useState<number | null>(null);
  const [askedToChoose, setAskedToChoose] = useState(false);
  return {
    choice,
    checked,
    askedToChoose,
    choose(option) {
      setChoice(option);
      // A new pick is a new attempt: the old verdict would describe another answer.
      setChecked(null);
      setAskedToChoose(false);
    },
    check() {
      setChecked(choice);
      setAskedToChoose(choice === null);
    },
  };
}
