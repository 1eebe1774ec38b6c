import {
  dependantsOptions,
  fitnessAreaFacts,
  fitnessFields,
  fitnessLightThresholds,
  fitnessRules,
  type DependantsChoice,
  type FitnessArea,
  type FitnessFieldMessageWords,
  type FitnessInsuranceLine,
  type FitnessWords,
} from '@/content/financialFitness';
import { discussService } from '@/content/questionnaires';
import { pathTo } from '@/content/routes';
import { ruleOfThumbFigures } from '@/content/rulesOfThumb';
import { site } from '@/content/site';
import type { Words } from '@/content/words';
import type { FitnessNumberField } from './financialFitness';
import { formatInr } from './format';
import type { Locale } from './i18n/locale';
import { wordsFor } from './i18n/words';
import type { NumberFieldMessages, NumberFieldSpec, NumberFieldSpecs } from './calculators/numberField';
import { regulatoryLinesWith } from './regulatory';
import { insuranceRegistrationIn } from './siteWords';
import { fillTemplate } from './template';

// The financial fitness page's check, put together from one language's words (the page looks them up
// once, wordsFor(locale), and hands them here) and the figures every language shares
// (content/financialFitness.ts). Nothing here chooses a language.

/** The rules' own figures, for the words that name them. */
const ruleFigures = {
  ...ruleOfThumbFigures,
  startAge: fitnessRules.retirementStartAge,
  retirementAge: fitnessRules.retirementAge,
};
const withFigures = (text: string) => fillTemplate(text, ruleFigures);

/** A language's words with the rules' figures in place (an island gets them as props). */
export function fitnessWordsWithFigures(words: FitnessWords): FitnessWords {
  return {
    ...words,
    scoringNotes: words.scoringNotes.map(withFigures) as unknown as FitnessWords['scoringNotes'],
  };
}

/** A box's messages from the language's templates. */
function fieldMessages(spec: NumberFieldSpec, noun: string, templates: FitnessFieldMessageWords): NumberFieldMessages {
  const value = (n: number) => (spec.unit === 'rupees' ? formatInr(n, { paise: false }) : fillTemplate(templates.years, { n }));
  const fill = (template: string) => fillTemplate(template, { noun, example: spec.example, min: value(spec.min), max: value(spec.max) });
  return {
    empty: fill(templates.empty),
    notNumber: fill(templates.notNumber),
    tooSmall: fill(templates.tooSmall),
    tooLarge: fill(templates.tooLarge),
    precision: fill(spec.unit === 'rupees' ? templates.wholeRupees : templates.wholeYears),
    comma: fill(spec.unit === 'rupees' ? templates.commaRupees : templates.commaOther),
  };
}

/** The boxes' limits (the same in every language) with one language's nouns and messages. */
export function fitnessFieldsIn(words: FitnessWords): NumberFieldSpecs<FitnessNumberField> {
  const templates = words.fieldMessages;
  return Object.fromEntries(
    (Object.keys(fitnessFields) as FitnessNumberField[]).map((name) => {
      const spec = fitnessFields[name];
      const noun = words.fields[name].noun;
      return [name, { ...spec, noun, ...(templates ? { messages: fieldMessages(spec, noun, templates) } : {}) }];
    }),
  ) as Record<FitnessNumberField, NumberFieldSpec>;
}

/** The six areas in one language: the weights, measures and sources are the same in every language. */
export function fitnessAreasIn(words: FitnessWords): readonly FitnessArea[] {
  return fitnessAreaFacts.map((area) => {
    const local = words.areas[area.id];
    return {
      id: area.id,
      weight: area.weight,
      measure: area.measure,
      ...(area.insurance ? { insurance: area.insurance } : {}),
      name: local.name,
      rule: { name: withFigures(local.rule.name), statement: withFigures(local.rule.statement), sources: area.sources },
      lookAt: { green: withFigures(local.lookAt.green), amber: withFigures(local.lookAt.amber), red: withFigures(local.lookAt.red) },
      ...(local.notApplicable ? { notApplicable: withFigures(local.notApplicable) } : {}),
    };
  });
}

/** The firm's IRDAI registration and the solicitation line, in one language. */
export function fitnessInsuranceIn(words: Words, locale: Locale): FitnessInsuranceLine {
  return {
    firm: site.name,
    registration: insuranceRegistrationIn(words.site, locale),
    solicitation: regulatoryLinesWith(words.regulatory).insuranceSolicitation,
  };
}

/** What the financial fitness page gives its check, from one language's words; the check's tests render it from the same object. */
export function fitnessCheckFrom(words: Words, locale: Locale) {
  const fitness = fitnessWordsWithFigures(words.fitness);
  const fieldText = Object.fromEntries(
    (Object.keys(fitness.fields) as FitnessNumberField[]).map((name) => {
      const { label, hint } = fitness.fields[name];
      return [name, hint ? { label, hint } : { label }];
    }),
  ) as Record<FitnessNumberField, { label: string; hint?: string }>;
  return {
    locale,
    fields: fitnessFieldsIn(fitness),
    fieldText,
    dependants: { ...fitness.dependants, ...dependantsOptions } satisfies DependantsChoice,
    rules: fitnessRules,
    areas: fitnessAreasIn(fitness),
    thresholds: fitnessLightThresholds,
    lightLabels: fitness.lightLabels,
    shareNote: fitness.shareNote,
    discussService: discussService.financialFitness,
    contactPath: pathTo('/contact/', locale),
    text: fitness.result,
    formText: fitness.form,
    insurance: fitnessInsuranceIn(words, locale),
    share: words.ui.share,
    // The calculators' field words (units, validation, the unused-link note) serve this form as well.
    fieldWords: words.fieldWords,
    linkNote: words.calculators.linkNote,
  };
}

// For the tests and the e2e suite, which read one language at a time.

/** One language's fitness words with the rules' figures in place. */
export function fitnessWordsFor(locale: Locale): FitnessWords {
  return fitnessWordsWithFigures(wordsFor(locale).fitness);
}

/** The check as the page in the given language gives it. */
export function fitnessCheckFor(locale: Locale) {
  return fitnessCheckFrom(wordsFor(locale), locale);
}

export const fitnessCheck = fitnessCheckFor('en');
export const fitnessInsurance: FitnessInsuranceLine = fitnessCheck.insurance;
/** The English areas, their rules' figures in place. */
export const fitnessAreas: readonly FitnessArea[] = fitnessCheck.areas;
