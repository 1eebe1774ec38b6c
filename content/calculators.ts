import type { Locale } from '@/lib/i18n/locale';
import type { COST_OF_DELAY_FIELDS } from '@/lib/calculators/costOfDelay';
import type { GOAL_FIELDS } from '@/lib/calculators/goal';
import type { LUMPSUM_FIELDS } from '@/lib/calculators/lumpsum';
import type { FieldWords, NumberFieldWords } from '@/lib/calculators/numberField';
import type { REGULAR_VS_DIRECT_FIELDS, InvestmentMode } from '@/lib/calculators/regularVsDirect';
import type { RETIREMENT_FIELDS } from '@/lib/calculators/retirement';
import type { SipField } from '@/lib/calculators/sip';
import type { STEP_UP_SIP_FIELDS } from '@/lib/calculators/stepUpSip';
import type { SWP_FIELDS } from '@/lib/calculators/swp';
import type { RegulatoryLine } from './site';
import type { FieldLabels } from './tools';
import type { UiText } from './ui';

// The field words' types, for each language's words to name without reaching into lib/.
export type { FieldWords, NumberFieldWords };

// Words every calculator says, in one language, passed to the calculators (islands) as props: an
// island never imports this module, or every page would ship both languages. Sentences are whole, with
// "{name}" placeholders (lib/template.ts), so Hindi can order the figures as Hindi does. Each
// calculator's labels and explanations are in content/tools.ts; the limits and the maths are in lib/.

/** Words every calculator shares. */
export type CalculatorText = {
  /** For amounts in words (lakh, crore) and the print stamp's date. */
  locale: Locale;
  field: NumberFieldWords;
  /** Above a form opened from a link with values it could not use. */
  linkNote: string;
  /** Above a calculator's form when JavaScript is off: a live form's, and one with a Calculate button's. */
  noScript: { live: string; submit: string };
  /** Above a result that is not for what the form now holds. */
  stale: { live: string; submit: string };
  result: {
    heading: string;
    /** The main figure in words: "about {amount}". */
    about: string;
    /** "{amount} in today’s rupees, if prices rise {rate}% a year". */
    todaysRupees: string;
    invested: string;
    gains: string;
    maturity: string;
  };
  /** Beside every result, at body size: the heading, the text and the standard warning (in English, with a rendering on Hindi pages). */
  disclaimer: { heading: string; text: string; warning: RegulatoryLine };
  share: UiText['share'];
  /** The heading over a growing investment's chart and table. */
  growthHeading: string;
  table: {
    year: string;
    scrollHint: string;
    investedSoFar: string;
    estimatedGains: string;
    valueAtYearEnd: string;
    difference: string;
  };
  chart: {
    /** What a whole bar stands for, by default. */
    theValue: string;
    atYearEnd: string;
    /** {subject}, {figures}. */
    summaryOne: string;
    /** {subject}, {count}, {split}, {first}, {last}. */
    summaryMany: string;
    /** {first}, {second}: the two series' names. */
    split: string;
    /** {total}, {parts}. */
    ofWhich: string;
    /** {label}, {amount}. */
    part: string;
    partsJoin: string;
    /** {year}, {figures}. */
    yearTitle: string;
  };
};

/** The words of one calculator: its form's name, the title a shared link gets, its fields' labels and words. */
type CalculatorWords<K extends string> = {
  label: string;
  shareTitle: string;
  labels: FieldLabels<K>;
  fields: Readonly<Record<K, FieldWords>>;
};

export type SipCopy = CalculatorWords<SipField> & {
  calculate: string;
  /** Before the first Calculate. */
  prompt: string;
  /** {amount}, {years}, {rate}. */
  basis: string;
  /** {maturity}, {invested}, {gains}. */
  announcement: string;
  /** {amount}, {rate}. */
  caption: string;
  note: string;
};

type StepUpField = keyof typeof STEP_UP_SIP_FIELDS | 'inflation';
export type StepUpSipCopy = CalculatorWords<StepUpField> & {
  /** {amount}, {stepup}, {years}, {rate}. */
  basis: string;
  flat: string;
  /** {maturity}, {invested}. */
  announcement: string;
  /** {amount}. */
  caption: string;
  instalment: string;
};

export type LumpsumCopy = CalculatorWords<keyof typeof LUMPSUM_FIELDS> & {
  /** {amount}, {years}, {rate}. */
  basis: string;
  /** {maturity}. */
  announcement: string;
  /** {amount}, {rate}. */
  caption: string;
};

export type SwpCopy = CalculatorWords<keyof typeof SWP_FIELDS> & {
  /** {withdrawal}, {corpus}, {years}, {rate}. */
  basis: string;
  withdrawn: string;
  lastingLabel: string;
  wholePeriod: string;
  /** {rate}, {period}: conditional on the constant rate (SEBI objected to illustrations that imply fixed outcomes). */
  lasts: string;
  /** {rate}, {lasting}. */
  runsOut: string;
  balance: string;
  /** {balance}, {withdrawn}, {lasts}. */
  announcement: string;
  growthHeading: string;
  chartSubject: string;
  balanceSeries: string;
  /** {withdrawal}. */
  caption: string;
  withdrawnSoFar: string;
  balanceAtYearEnd: string;
  /** "1 month", "{n} months", "1 year", "{n} years", "{years} and {months}". */
  duration: { month: string; months: string; year: string; years: string; both: string };
};

export type GoalCopy = CalculatorWords<keyof typeof GOAL_FIELDS> & {
  /** {cost}, {years}, {inflation}, {rate}. */
  basis: string;
  futureCost: string;
  savedGrowsTo: string;
  lumpsum: string;
  mainLabel: string;
  /** {cost}. */
  todaysRupees: string;
  /** {futureCost}, {sip}, {lumpsum}. */
  announcement: string;
  covered: string;
  growthHeading: string;
  subject: string;
  /** {sip}. */
  caption: string;
  presetsLabel: string;
  /** {cost}, {years}, {rate}. */
  presetDetail: string;
  presets: readonly string[];
};

export type RetirementCopy = CalculatorWords<keyof typeof RETIREMENT_FIELDS> & {
  /** {retireAt}, {age}, {lifeTo}, {expense}. */
  basis: string;
  expenseAtRetirement: string;
  monthlySip: string;
  lumpsum: string;
  mainLabel: string;
  /** {corpus}, {sip}, {lumpsum}. */
  announcement: string;
  /** {years}, {postRate}, {inflation}. */
  lasts: string;
  growthHeading: string;
  subject: string;
  /** {sip}. */
  caption: string;
  rowHeader: string;
  note: string;
  conflicts: { retireAt: string; lifeTo: string };
};

export type CostOfDelayCopy = CalculatorWords<keyof typeof COST_OF_DELAY_FIELDS> & {
  /** {amount}, {rate}, {years}. */
  basis: string;
  startedNow: string;
  /** {delay}. */
  startedDelayLater: string;
  lessInvested: string;
  mainLabel: string;
  /** {now}, {delay}, {later}, {cost}. */
  announcement: string;
  growthHeading: string;
  startedLater: string;
  extraLabel: string;
  subject: string;
  /** {amount}, {delay}. */
  caption: string;
  conflicts: { delay: string };
};

export type RegularVsDirectCopy = CalculatorWords<keyof typeof REGULAR_VS_DIRECT_FIELDS> & {
  heading: string;
  /** {amount}. */
  perMonth: string;
  /** {amount}, {years}, {rate}, {regularRate}. */
  basis: string;
  invested: string;
  direct: string;
  regular: string;
  mainLabel: string;
  /** {difference}, {regular}, {direct}. */
  announcement: string;
  growthHeading: string;
  directPlan: string;
  regularPlan: string;
  extraLabel: string;
  subject: string;
  /** {amount}. */
  caption: string;
  modesLegend: string;
  modes: Readonly<Record<InvestmentMode, string>>;
  categoryLabel: string;
  /** {type}, {low}, {high}. */
  categoryOption: string;
  /** {label}, {per}. */
  amountLabel: string;
  amountPer: Readonly<Record<InvestmentMode, string>>;
  /** {type}. */
  gapHint: string;
  disclosure: string;
};

export type CalculatorCopy = {
  sip: SipCopy;
  stepUpSip: StepUpSipCopy;
  lumpsum: LumpsumCopy;
  swp: SwpCopy;
  goal: GoalCopy;
  retirement: RetirementCopy;
  costOfDelay: CostOfDelayCopy;
  regularVsDirect: RegularVsDirectCopy;
};

/** Words of a calculator's text shared with a page's own UI, or with the print header: the parts that are not calculators' own. */
export type CalculatorTextWords = Omit<CalculatorText, 'locale' | 'field' | 'disclaimer' | 'share' | 'table'> & {
  table: Omit<CalculatorText['table'], 'scrollHint'>;
};

/** Beside every result, at body size (AMFI's guideline on illustrations asks for the full disclaimer in normal-size type). */
export { illustrationDisclaimer as ILLUSTRATION_DISCLAIMER } from './assumedReturns';
