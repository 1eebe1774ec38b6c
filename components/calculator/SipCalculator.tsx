'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { formatInr, formatInrWords } from '@/lib/format';
import {
  SIP_DEFAULTS,
  SIP_FIELDS,
  SIP_LIMITS,
  calculateSip,
  formatRate,
  parseSipField,
  sipFromQuery,
  sipQuery,
  sipValueText,
  type SipField,
  type SipInput,
} from '@/lib/sip';
import { GrowthChart } from './GrowthChart';
import { GrowthTable } from './GrowthTable';
import styles from './SipCalculator.module.css';

type SipCalculatorProps = {
  /** Visible label, and accessible name, of each slider. */
  labels: Readonly<Record<SipField, string>>;
};

type FieldState = {
  /** Exactly what is in the text box, kept even when it is not a valid value. */
  text: string;
  /** The last valid value: the slider's position and what Calculate uses. */
  value: number;
  /** Whether the field's message is on show (after the visitor leaves the box or presses Calculate). */
  showError: boolean;
};

type FormState = {
  fields: Record<SipField, FieldState>;
  /** The inputs of the result on show; null until the first Calculate. */
  calculated: SipInput | null;
};

const FIELD_UI: Record<SipField, { unit: string; prefix?: string; suffix?: string; inputMode: 'numeric' | 'decimal' }> = {
  amount: { unit: 'in rupees', prefix: '₹', inputMode: 'numeric' },
  rate: { unit: 'in percent', suffix: '%', inputMode: 'decimal' },
  years: { unit: 'in whole years', suffix: 'yrs', inputMode: 'numeric' },
};

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** What a text box shows for a value the slider or a link set: "5,000", "12.5", "10". */
const toText = (field: SipField, value: number) =>
  field === 'amount' ? grouped.format(value) : field === 'rate' ? formatRate(value) : String(value);

/** The form as a shared link describes it: valid query values fill the fields, a complete set shows its result. */
function stateFromQuery(search: string): FormState {
  const { values, complete } = sipFromQuery(search);
  const field = (name: SipField): FieldState => {
    const value = values[name] ?? SIP_DEFAULTS[name];
    return { text: toText(name, value), value, showError: false };
  };
  return { fields: { amount: field('amount'), rate: field('rate'), years: field('years') }, calculated: complete };
}

// The query only matters for the first render after hydration; Calculate rewrites it with
// replaceState, which fires no event, and by then the state below has taken over.
const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

const sameInput = (a: SipInput, b: SipInput) => a.amount === b.amount && a.rate === b.rate && a.years === b.years;

export function SipCalculator({ labels }: SipCalculatorProps) {
  const id = useId();
  // Read in the browser only: the exported HTML (server snapshot '') shows the defaults, and a shared
  // link's values arrive in the render right after hydration, without a mismatch.
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  );
  const [edited, setEdited] = useState<FormState | null>(null);
  const state = edited ?? stateFromQuery(search);
  const textRefs = useRef<Partial<Record<SipField, HTMLInputElement | null>>>({});

  const update = (change: (current: FormState) => FormState) => setEdited((previous) => change(previous ?? stateFromQuery(search)));
  const setField = (field: SipField, next: Partial<FieldState>) =>
    update((current) => ({ ...current, fields: { ...current.fields, [field]: { ...current.fields[field], ...next } } }));

  const onSlide = (field: SipField, raw: string) => {
    const value = field === 'rate' ? Math.round(Number(raw) * 10) / 10 : Number(raw);
    setField(field, { value, text: toText(field, value), showError: false });
  };

  const onType = (field: SipField, text: string) => {
    const parsed = parseSipField(field, text);
    // A valid entry moves the slider; an invalid one stays in the box, untouched, until corrected.
    setField(field, parsed.ok ? { text, value: parsed.value, showError: false } : { text });
  };

  const onLeave = (field: SipField) => {
    const parsed = parseSipField(field, state.fields[field].text);
    // A valid entry is tidied to the form the slider writes ("₹5000" -> "5,000"); an invalid one is left as typed.
    if (parsed.ok) setField(field, { text: toText(field, parsed.value) });
    else setField(field, { showError: true });
  };

  const onCalculate = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = SIP_FIELDS.filter((field) => !parseSipField(field, state.fields[field].text).ok);
    if (invalid.length > 0) {
      const mark = (current: FormState, field: SipField): FieldState => ({ ...current.fields[field], showError: invalid.includes(field) });
      update((current) => ({
        ...current,
        fields: { amount: mark(current, 'amount'), rate: mark(current, 'rate'), years: mark(current, 'years') },
      }));
      const first = invalid[0];
      if (first) textRefs.current[first]?.focus();
      return;
    }
    const input: SipInput = { amount: state.fields.amount.value, rate: state.fields.rate.value, years: state.fields.years.value };
    update((current) => ({ ...current, calculated: input }));
    const url = new URL(window.location.href);
    url.search = sipQuery(input);
    // Keep history.state: the Next.js router keeps its own entry there.
    window.history.replaceState(window.history.state, '', url);
  };

  const current: SipInput = { amount: state.fields.amount.value, rate: state.fields.rate.value, years: state.fields.years.value };
  const result = state.calculated ? calculateSip(state.calculated) : null;
  const stale =
    state.calculated !== null &&
    (!sameInput(state.calculated, current) || SIP_FIELDS.some((f) => !parseSipField(f, state.fields[f].text).ok));
  const headingId = `${id}-result-heading`;

  return (
    <div className={styles.calculator}>
      {/* Without JavaScript a GET submit would still carry the typed values to the URL; the note says what is missing. */}
      <form className={styles.form} method="get" onSubmit={onCalculate} noValidate aria-label="SIP calculator">
        <noscript>
          <p className={styles.noscript}>
            This calculator needs JavaScript, which is turned off or blocked in your browser. The formula and a worked example are below, so
            you can also work the figure out by hand.
          </p>
        </noscript>
        {SIP_FIELDS.map((field) => (
          <SipFieldControl
            key={field}
            id={`${id}-${field}`}
            field={field}
            label={labels[field]}
            state={state.fields[field]}
            inputRef={(element) => {
              textRefs.current[field] = element;
            }}
            onSlide={(raw) => onSlide(field, raw)}
            onType={(text) => onType(field, text)}
            onLeave={() => onLeave(field)}
          />
        ))}
        <div className={styles.actions}>
          <button type="submit" className="button">
            Calculate
          </button>
          {stale ? <p className={styles.stale}>The inputs have changed: press Calculate to update the result.</p> : null}
        </div>
      </form>

      <section className={styles.result} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.resultHeading}>
          Your estimate
        </h2>
        <p className={styles.basis}>
          {state.calculated
            ? `${sipValueText('amount', state.calculated.amount)} for ${sipValueText('years', state.calculated.years)} at ${sipValueText('rate', state.calculated.rate)}`
            : 'Choose your amount, rate and period, then press Calculate.'}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>
              <span className={`${styles.swatch} ${styles.swatchInvested}`} aria-hidden="true" />
              Invested amount
            </dt>
            <dd>{formatInr(result?.invested ?? 0)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <span className={`${styles.swatch} ${styles.swatchGains}`} aria-hidden="true" />
              Estimated gains
            </dt>
            <dd>{formatInr(result?.gains ?? 0)}</dd>
          </div>
          <div className={`${styles.figure} ${styles.maturity}`}>
            <dt>Maturity amount</dt>
            <dd data-testid="sip-maturity" className={styles.maturityValue}>
              {formatInr(result?.maturity ?? 0)}
            </dd>
            {result ? <dd className={styles.words}>about {formatInrWords(result.maturity)}</dd> : null}
          </div>
        </dl>
        {result ? (
          <div className={styles.split} aria-hidden="true">
            <span className={styles.splitInvested} style={{ flexGrow: result.invested }} />
            <span className={styles.splitGains} style={{ flexGrow: result.gains }} />
          </div>
        ) : null}
        {result ? (
          <p className={styles.share}>
            Gains are {Math.round((result.gains / result.maturity) * 100)}% of the maturity amount. The address bar now holds these inputs:
            copy it to share or bookmark this estimate.
          </p>
        ) : null}
        <p role="status" className="visually-hidden">
          {result
            ? `Maturity amount ${formatInr(result.maturity)}, of which ${formatInr(result.invested)} invested and ${formatInr(result.gains)} estimated gains.`
            : ''}
        </p>
      </section>

      {result ? (
        <section className={styles.growth} aria-labelledby={`${id}-growth-heading`}>
          <h2 id={`${id}-growth-heading`}>How it grows, year by year</h2>
          <GrowthChart schedule={result.schedule} />
          <GrowthTable
            schedule={result.schedule}
            caption={`Year-by-year growth of ${sipValueText('amount', result.input.amount)} at ${sipValueText('rate', result.input.rate)}, rounded to the rupee`}
          />
        </section>
      ) : null}
    </div>
  );
}

type SipFieldControlProps = {
  id: string;
  field: SipField;
  label: string;
  state: FieldState;
  inputRef: (element: HTMLInputElement | null) => void;
  onSlide: (raw: string) => void;
  onType: (text: string) => void;
  onLeave: () => void;
};

/** One input of the calculator: a labelled slider with a text box beside it for typing the value. */
function SipFieldControl({ id, field, label, state, inputRef, onSlide, onType, onLeave }: SipFieldControlProps) {
  const limits = SIP_LIMITS[field];
  const ui = FIELD_UI[field];
  const parsed = parseSipField(field, state.text);
  const message = state.showError && !parsed.ok ? parsed.message : null;
  const labelId = `${id}-label`;
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  const fill = ((state.value - limits.min) / (limits.max - limits.min)) * 100;

  return (
    <div className={styles.field}>
      <div className={styles.fieldTop}>
        <label id={labelId} htmlFor={`${id}-range`} className={styles.label}>
          {label}
        </label>
        <div className={styles.box} data-invalid={message ? 'true' : undefined}>
          {ui.prefix ? (
            <span className={styles.affix} aria-hidden="true">
              {ui.prefix}
            </span>
          ) : null}
          <input
            ref={inputRef}
            id={`${id}-text`}
            className={styles.text}
            type="text"
            name={field}
            inputMode={ui.inputMode}
            autoComplete="off"
            spellCheck={false}
            aria-labelledby={`${labelId} ${unitId}`}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            value={state.text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onLeave}
          />
          {ui.suffix ? (
            <span className={styles.affix} aria-hidden="true">
              {ui.suffix}
            </span>
          ) : null}
          <span id={unitId} className="visually-hidden">
            {ui.unit}
          </span>
        </div>
      </div>
      <input
        id={`${id}-range`}
        className={styles.range}
        type="range"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={state.value}
        aria-valuetext={sipValueText(field, state.value)}
        style={{ '--fill': `${fill}%` } as React.CSSProperties}
        onChange={(event) => onSlide(event.target.value)}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>
          {field === 'amount' ? formatInr(limits.min, { paise: false }) : sipValueText(field, limits.min).replace(' per year', '')}
        </span>
        <span>
          {field === 'amount' ? formatInr(limits.max, { paise: false }) : sipValueText(field, limits.max).replace(' per year', '')}
        </span>
      </div>
      {message ? (
        <p id={errorId} className={styles.error}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.2v4.6M8 10.9v.9" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {message}
        </p>
      ) : null}
    </div>
  );
}
