import type { CalculatorText } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { valueText, withFieldWords, type FieldWords, type NumberFieldSpecs } from '@/lib/calculators/numberField';
import { useCalculatorForm, type CalculatorFormConfig } from './useCalculatorForm';

/** The words every calculator's copy has: its form's name, a shared link's title, its fields' labels and words. */
type CalculatorCopyWords<K extends string> = {
  label: string;
  shareTitle: string;
  labels: FieldLabels<K>;
  fields: Readonly<Record<K, FieldWords>>;
};

/**
 * What each calculator island wires the same way, written once
 * rather than in each island: its fields' limits with the page's words, the form, a figure said in those words, and the
 * props CalculatorFrame takes from them (`<CalculatorFrame {...frame} result={...}>`).
 */
export function useCalculator<K extends string, C extends string = never>(
  limits: NumberFieldSpecs<K>,
  copy: CalculatorCopyWords<K>,
  text: CalculatorText,
  options: Pick<CalculatorFormConfig<K, C>, 'mode' | 'choices' | 'crossCheck'>,
) {
  const fields = withFieldWords(limits, copy.fields);
  const form = useCalculatorForm<K, C>({ ...options, fields, words: text.field });
  /** A value of a field as a sentence says it ("₹5,000 per month", "10 years"). */
  const sayValue = (field: K, value: number) => valueText(fields[field], value, text.field);
  /** The value the form shows for a field, said the same way. */
  const say = (field: K) => sayValue(field, form.shown.values[field]);
  const frame = { label: copy.label, shareTitle: copy.shareTitle, form, labels: copy.labels, text };
  return { fields, form, say, sayValue, frame };
}
