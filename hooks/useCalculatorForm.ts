import { useEffect, useId, useRef, useState } from 'react';
import {
  defaultValues,
  fieldText,
  parseNumberField,
  readQueryFields,
  writeQueryFields,
  type IgnoredQueryValue,
  type NumberFieldSpec,
  type NumberFieldSpecs,
  type NumberFieldWords,
} from '@/lib/calculators/numberField';
import { fillTemplate } from '@/lib/template';
import { revealAndFocus } from './revealInView';
import { replaceQuery, useLocationSearch } from './useLocationSearch';

/** A field picked from a short list (a radio group or select), carried in the query as its option. */
type ChoiceSpec = { options: readonly string[]; default: string };

export type CalculatorFormConfig<K extends string, C extends string> = {
  fields: NumberFieldSpecs<K>;
  choices?: Readonly<Record<C, ChoiceSpec>>;
  /** 'live': the result follows every valid change. 'submit': only Calculate (or a complete link) shows one. */
  mode: 'live' | 'submit';
  /** Rules across fields (retire after today's age); each message is shown beside the field it names. */
  crossCheck?: (values: Readonly<Record<K, number>>) => Partial<Record<K, string>>;
  /** The messages' words in the page's language (English unless given). */
  words: NumberFieldWords;
};

export type CalculatorInputs<K extends string, C extends string> = { values: Record<K, number>; choices: Record<C, string> };

type FieldState = { text: string; value: number; showError: boolean };

type FormState<K extends string, C extends string> = {
  fields: Record<K, FieldState>;
  choices: Record<C, string>;
  /** The inputs of the result on show: null until Calculate in 'submit' mode. */
  calculated: CalculatorInputs<K, C> | null;
  /** Link values that were not used, until the visitor changes something. */
  ignored: IgnoredQueryValue[];
  /** Whether the visitor has changed anything (only then does the address bar follow the form). */
  touched: boolean;
};

/** What a NumberField needs from the form, apart from its label. */
export type NumberFieldBinding = {
  id: string;
  /** The field's query name (amount, rate, years): what a form sent without JavaScript carries, as a shared link does. */
  name: string;
  spec: NumberFieldSpec;
  text: string;
  value: number;
  /** The message beside the field, once it is on show. */
  message: string | null;
  inputRef: (element: HTMLInputElement | null) => void;
  onSlide: (raw: string) => void;
  onType: (text: string) => void;
  onLeave: () => void;
};

const names = <T extends string>(record: Readonly<Record<T, unknown>>) => Object.keys(record) as T[];
const mapNames = <T extends string, V>(list: readonly T[], fn: (name: T) => V) =>
  Object.fromEntries(list.map((name) => [name, fn(name)])) as Record<T, V>;

function stateFromQuery<K extends string, C extends string>(config: CalculatorFormConfig<K, C>, search: string): FormState<K, C> {
  const { fields, choices = {} as Record<C, ChoiceSpec>, crossCheck, mode, words } = config;
  const read = readQueryFields(fields, search, words);
  const params = new URLSearchParams(search);
  let values: Record<K, number> = { ...defaultValues(fields), ...read.values };
  const ignored = [...read.ignored];
  // A link whose values break a rule across fields keeps the ones that do not, then falls back to defaults.
  const conflicts: Partial<Record<K, string>> = crossCheck?.(values) ?? {};
  for (const name of Object.keys(conflicts) as K[]) {
    ignored.push({ name, raw: String(values[name]), message: conflicts[name] ?? '' });
    values[name] = fields[name].default;
    delete read.values[name];
  }
  if (crossCheck && Object.keys(crossCheck(values)).length > 0) values = defaultValues(fields);
  const chosen = mapNames(names(choices), (name) => {
    const raw = params.get(name);
    if (raw !== null && !choices[name].options.includes(raw))
      ignored.push({
        name,
        raw,
        message: fillTemplate(words.chooseOneOf, { options: choices[name].options.join(', ') }),
      });
    return raw !== null && choices[name].options.includes(raw) ? raw : choices[name].default;
  });
  const complete = names(fields).every((name) => read.values[name] !== undefined);
  return {
    fields: mapNames(names(fields), (name) => ({ text: fieldText(fields[name], values[name]), value: values[name], showError: false })),
    choices: chosen,
    calculated: mode === 'live' || complete ? { values, choices: chosen } : null,
    ignored,
    touched: false,
  };
}

const sameInputs = <K extends string, C extends string>(a: CalculatorInputs<K, C>, b: CalculatorInputs<K, C>) =>
  names(a.values).every((name) => a.values[name] === b.values[name]) &&
  names(a.choices).every((name) => a.choices[name] === b.choices[name]);

/**
 * Form state for a calculator of slider + text box pairs (and optional choices): parses and validates
 * what is typed (an invalid entry stays in its box, with a message, and is never used), focuses the
 * first invalid field on submit, reads a shared link's query and writes the inputs of the result shown
 * back into the address bar.
 */
export function useCalculatorForm<K extends string, C extends string = never>(config: CalculatorFormConfig<K, C>) {
  const id = useId();
  const search = useLocationSearch();
  const [edited, setEdited] = useState<FormState<K, C> | null>(null);
  const state = edited ?? stateFromQuery(config, search);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const { fields, crossCheck, mode, words } = config;
  const fieldNames = names(fields);

  const parseErrors = (s: FormState<K, C>) =>
    mapNames(fieldNames, (name) => {
      const parsed = parseNumberField(fields[name], s.fields[name].text, words);
      return parsed.ok ? null : parsed.message;
    });
  const currentOf = (s: FormState<K, C>): CalculatorInputs<K, C> => ({
    values: mapNames(fieldNames, (name) => s.fields[name].value),
    choices: s.choices,
  });
  const crossErrorsOf = (s: FormState<K, C>): Partial<Record<K, string>> => crossCheck?.(currentOf(s).values) ?? {};
  const errorsOf = (s: FormState<K, C>) => {
    const parse = parseErrors(s);
    const cross = crossErrorsOf(s);
    return mapNames(fieldNames, (name) => parse[name] ?? cross[name] ?? null);
  };

  const update = (change: (current: FormState<K, C>) => FormState<K, C>) =>
    setEdited((previous) => {
      const next = { ...change(previous ?? stateFromQuery(config, search)), ignored: [], touched: true };
      const valid = Object.values(errorsOf(next)).every((message) => message === null);
      // A live form's result follows every consistent set of inputs and stays on the last one otherwise.
      return mode === 'live' && valid ? { ...next, calculated: currentOf(next) } : next;
    });
  const setField = (name: K, next: Partial<FieldState>) =>
    update((s) => ({ ...s, fields: { ...s.fields, [name]: { ...s.fields[name], ...next } } }));

  const errors = errorsOf(state);
  const crossErrors = crossErrorsOf(state);
  const invalid = fieldNames.filter((name) => errors[name] !== null);
  const current = currentOf(state);
  const query = state.calculated ? writeQueryFields(fields, state.calculated.values) : '';
  const choiceQuery = state.calculated ? new URLSearchParams(state.calculated.choices as Record<string, string>).toString() : '';
  const fullQuery = [choiceQuery, query].filter(Boolean).join('&');

  useEffect(() => {
    if (mode === 'live' && state.touched) replaceQuery(fullQuery);
  }, [mode, state.touched, fullQuery]);

  /** Shows every field's message and focuses the first invalid field; true when all are valid. */
  const validate = (): boolean => {
    if (invalid.length === 0) return true;
    update((s) => ({ ...s, fields: mapNames(fieldNames, (name) => ({ ...s.fields[name], showError: invalid.includes(name) })) }));
    const first = invalid[0];
    if (first) inputs.current[first]?.focus();
    return false;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate()) return;
    // Once React has drawn it: the result (the form's sibling marked data-result) in view, not left
    // under the action bar or below the screen, and focus on its heading, not on a button that the
    // scroll has put under the sticky header.
    const around = event.currentTarget.parentElement;
    requestAnimationFrame(() => {
      const result = around?.querySelector<HTMLElement>('[data-result]') ?? null;
      revealAndFocus(result, result?.querySelector<HTMLElement>('h2, h3') ?? null);
    });
    if (mode === 'submit') {
      update((s) => ({ ...s, calculated: current }));
      replaceQuery(
        [new URLSearchParams(current.choices as Record<string, string>).toString(), writeQueryFields(fields, current.values)]
          .filter(Boolean)
          .join('&'),
      );
    }
  };

  const bind = (name: K): NumberFieldBinding => ({
    id: `${id}-${name}`,
    name,
    spec: fields[name],
    text: state.fields[name].text,
    value: state.fields[name].value,
    // A typing slip shows once the visitor leaves the box; a clash between fields shows at once.
    message: state.fields[name].showError ? errors[name] : (crossErrors[name] ?? null),
    inputRef: (element) => {
      inputs.current[name] = element;
    },
    onSlide: (raw) => {
      const value = Number(Number(raw).toFixed(fields[name].decimals));
      setField(name, { value, text: fieldText(fields[name], value), showError: false });
    },
    onType: (text) => {
      const parsed = parseNumberField(fields[name], text, words);
      // A valid entry moves the slider; an invalid one stays in the box, untouched, until corrected.
      setField(name, parsed.ok ? { text, value: parsed.value, showError: false } : { text });
    },
    onLeave: () => {
      const parsed = parseNumberField(fields[name], state.fields[name].text, words);
      // A valid entry is tidied to the form the slider writes ("₹5000" -> "5,000"); an invalid one is left as typed.
      setField(name, parsed.ok ? { text: fieldText(fields[name], parsed.value), showError: errors[name] !== null } : { showError: true });
    },
  });

  return {
    /** The number fields' names, in the order of their specs (the order the form lists them). */
    names: fieldNames,
    bind,
    /** The current inputs (each field's last valid value), whether or not a result shows them. */
    current,
    mode,
    /** The messages' words, for the fields' own words (units, value text). */
    words,
    /** The inputs of the result on show, or null before the first Calculate in 'submit' mode. */
    result: state.calculated,
    /** The inputs of the result on show, else the current ones: what a live calculator works out. */
    shown: state.calculated ?? current,
    /** True when the result on show is not for what the form now holds. */
    stale: state.calculated !== null && (invalid.length > 0 || !sameInputs(state.calculated, current)),
    ignored: state.ignored,
    setChoice: (name: C, value: string) => update((s) => ({ ...s, choices: { ...s.choices, [name]: value } })),
    /** Sets several fields at once (a preset, a category's default), as if the sliders had moved. */
    setValues: (values: Partial<Record<K, number>>) =>
      update((s) => ({
        ...s,
        fields: mapNames(fieldNames, (name) => {
          const value = values[name];
          return value === undefined ? s.fields[name] : { text: fieldText(fields[name], value), value, showError: false };
        }),
      })),
    validate,
    onSubmit,
    /** The address of the result on show, for sharing. */
    shareUrl: () => `${window.location.origin}${window.location.pathname}${fullQuery ? `?${fullQuery}` : ''}`,
  };
}

export type CalculatorForm<K extends string, C extends string = never> = ReturnType<typeof useCalculatorForm<K, C>>;
