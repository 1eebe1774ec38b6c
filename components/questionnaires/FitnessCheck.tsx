'use client';

import { NumberField } from '@/components/calculators/NumberField';
import type { NumberFieldWords } from '@/lib/calculators/numberField';
import { ShareButton } from '@/components/calculators/ShareButton';
import type { DependantsChoice, FitnessArea, FitnessFormText, FitnessResultText, FitnessInsuranceLine } from '@/content/financialFitness';
import type { UiText } from '@/content/ui';
import type { Locale } from '@/lib/i18n/locale';
import type { InternalPath } from '@/content/routes';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { contactHrefFor } from '@/lib/contact/prefill';
import {
  evaluateFitness,
  type FitnessAreaId,
  type FitnessNumberField,
  type FitnessRules,
  type LightThresholds,
  type TrafficLight,
} from '@/lib/financialFitness';
import type { NumberFieldSpecs } from '@/lib/calculators/numberField';
import { fillTemplate } from '@/lib/template';
import { ChoiceSelect } from './ChoiceSelect';
import { FitnessResult } from './FitnessResult';
import { LinkNote } from '@/components/calculators/LinkNote';
import { PrintButton } from './PrintButton';
import styles from './Questionnaire.module.css';

type FitnessCheckProps = {
  /** The page's language: rupees in words use the Hindi lakh and crore on Hindi pages (lib/format). */
  locale: Locale;
  fields: NumberFieldSpecs<FitnessNumberField>;
  fieldText: Readonly<Record<FitnessNumberField, { label: string; hint?: string }>>;
  dependants: DependantsChoice;
  rules: FitnessRules;
  areas: readonly FitnessArea[];
  thresholds: LightThresholds;
  lightLabels: Readonly<Record<TrafficLight, string>>;
  /** What a shared link carries, said beside the share button. */
  shareNote: string;
  discussService: string;
  /** The contact page of the page's edition, which the result's "discuss" link opens. */
  contactPath: InternalPath;
  text: FitnessResultText;
  formText: FitnessFormText;
  insurance: FitnessInsuranceLine;
  /** The share button's words (content/ui.ts, in the page's language). */
  share: UiText['share'];
  /** Units, validation messages and the unused-link note of the number fields, in the page's language. */
  fieldWords: NumberFieldWords;
  linkNote: string;
};

/** The financial fitness form: nine figures in; a traffic light, what people in that position often look at, and a score out of 100. */
export function FitnessCheck({
  locale,
  fields,
  fieldText,
  dependants,
  rules,
  areas,
  thresholds,
  lightLabels,
  shareNote,
  discussService,
  contactPath,
  text,
  formText,
  insurance,
  share,
  fieldWords,
  linkNote,
}: FitnessCheckProps) {
  const form = useCalculatorForm<FitnessNumberField, 'dependants'>({
    fields,
    words: fieldWords,
    choices: { dependants: { options: dependants.options, default: dependants.default } },
    mode: 'submit',
  });
  const weights = Object.fromEntries(areas.map((a) => [a.id, a.weight])) as Record<FitnessAreaId, number>;
  const input = form.result ? { ...form.result.values, dependants: Number(form.result.choices.dependants) } : null;
  const result = input ? evaluateFitness(input, rules, weights, thresholds) : null;
  const summary = result
    ? fillTemplate(formText.summary, {
        total: result.total,
        areas: result.areas
          .map((r) =>
            fillTemplate(formText.summaryArea, {
              area: areas.find((a) => a.id === r.id)?.name ?? r.id,
              light: formText.lightNames[r.light],
            }),
          )
          .join(formText.summaryJoin),
      })
    : '';
  const fieldNames = Object.keys(fields) as FitnessNumberField[];
  // The age first, then the dependants' select, then the rest.
  const numberField = (name: FitnessNumberField) => (
    <NumberField
      key={name}
      {...form.bind(name)}
      label={fieldText[name].label}
      hint={fieldText[name].hint}
      slider={false}
      words={fieldWords}
    />
  );

  return (
    <div className={styles.layout}>
      <form className={styles.form} method="get" noValidate onSubmit={form.onSubmit} aria-label={formText.formLabel}>
        <noscript>
          <p className="callout">{formText.noScript}</p>
        </noscript>
        <LinkNote ignored={form.ignored} intro={linkNote} words={fieldWords} />
        <div className={styles.fields}>
          {fieldNames.slice(0, 1).map(numberField)}
          <ChoiceSelect
            name="dependants"
            label={dependants.label}
            hint={dependants.hint}
            options={dependants.options.map((value, index) => ({
              value,
              text: index === dependants.options.length - 1 ? dependants.lastOptionText : value,
            }))}
            value={form.current.choices.dependants}
            onChange={(value) => form.setChoice('dependants', value)}
          />
          {fieldNames.slice(1).map(numberField)}
        </div>
        <div className="button-row" data-print="hide">
          <button type="submit" className="button">
            {formText.submit}
          </button>
          {form.stale ? <p className={styles.gapNote}>{formText.stale}</p> : null}
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {result ? fillTemplate(formText.status, { total: result.total }) : ''}
      </p>
      {result ? (
        <FitnessResult
          result={result}
          locale={locale}
          areas={areas}
          lightLabels={lightLabels}
          text={text}
          insurance={insurance}
          actions={
            <>
              <a className="button" href={contactHrefFor(contactPath, discussService, summary)}>
                {formText.discuss}
              </a>
              <ShareButton getUrl={form.shareUrl} title={formText.shareTitle} onBeforeShare={form.validate} words={share} />
              <PrintButton label={formText.print} />
              <p className={styles.shareNote}>{shareNote}</p>
            </>
          }
        />
      ) : null}
    </div>
  );
}
