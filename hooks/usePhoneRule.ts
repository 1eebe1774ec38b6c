import { useCallback, useRef } from 'react';
import type { PhoneCheck } from '@/lib/contact/rules';

let loading: Promise<PhoneCheck> | null = null;

/** Fetches lib/phone.ts (and the numbering-plan data it carries) once, on first need. */
function loadPhoneRule(): Promise<PhoneCheck> {
  loading ??= import('@/lib/phone').then((module) => module.phoneProblem);
  return loading;
}

/**
 * The contact form's phone rule, loaded on demand: `prepare` when the visitor starts on the form (so
 * the rule is usually there by the time they send), `rule` to await it on submit, and `ready` for the
 * synchronous re-checks while they correct a field (it is always loaded by then, since a submit
 * came first).
 */
export function usePhoneRule() {
  const loaded = useRef<PhoneCheck | null>(null);
  const rule = useCallback(async () => {
    loaded.current = await loadPhoneRule();
    return loaded.current;
  }, []);
  const prepare = useCallback(() => {
    void rule();
  }, [rule]);
  return { prepare, rule, ready: () => loaded.current };
}
