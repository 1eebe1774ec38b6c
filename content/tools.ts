import type { CalculatorPath } from '@/lib/calculators';
import type { RoutePath } from './routes';

// The /tools/ hub and the calculator pages: the cards' order and kinds, and the types of each language's
// words (content/en/tools.ts, content/hi/tools.ts): labels, the formula as the page states it and the
// assumptions. The calculators' paths, limits, maths and worked examples are in lib/calculators/.

/** A card on the /tools/ hub. */
export type ToolCard = {
  path: RoutePath;
  heading: string;
  description: string;
  /** Groups the hub: calculators first, then questionnaires. */
  kind: 'calculator' | 'questionnaire';
};

/** The hub's cards, in the order shown, and the group each is in (calculators first, then questionnaires). */
export const TOOL_CARDS: readonly { path: ToolCardPath; kind: ToolCard['kind'] }[] = [
  { path: '/financial-calculator/', kind: 'calculator' },
  { path: '/tools/step-up-sip/', kind: 'calculator' },
  { path: '/tools/lumpsum/', kind: 'calculator' },
  { path: '/tools/swp/', kind: 'calculator' },
  { path: '/tools/goal/', kind: 'calculator' },
  { path: '/tools/retirement/', kind: 'calculator' },
  { path: '/tools/cost-of-delay/', kind: 'calculator' },
  { path: '/tools/regular-vs-direct/', kind: 'calculator' },
  { path: '/tools/risk-profile/', kind: 'questionnaire' },
  { path: '/tools/financial-fitness/', kind: 'questionnaire' },
  { path: '/start/', kind: 'questionnaire' },
];

/** How a calculator page explains itself under the calculator (it also shows a worked example computed at build time). */
export type CalculatorExplainer = {
  intro: string;
  /** Each formula as printed, and as a screen reader should say it. */
  formulas: readonly { shown: string; spoken: string }[];
  terms: readonly { symbol: string; meaning: string }[];
  assumptions: readonly string[];
};

/** The visible label (and accessible name) of each field, keyed by its query name. */
export type FieldLabels<K extends string> = Readonly<Record<K, string>>;

/** Every page the hub has a card for. */
export type ToolCardPath = CalculatorPath | '/tools/risk-profile/' | '/tools/financial-fitness/' | '/start/';

/** The words of the hub and of the calculator pages in one language (the numbers, paths and order stay above). */
export type ToolsText = {
  hub: { intro: string; calculators: string; questionnaires: string };
  cards: Readonly<Record<ToolCardPath, { heading: string; description: string }>>;
  explainers: Readonly<Record<CalculatorPath, CalculatorExplainer>>;
  /** After the SIP calculator's risk warning. */
  sipNote: string;
};
