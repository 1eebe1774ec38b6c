import { act, render, screen } from '@testing-library/react';
import { GoalCalculator } from '@/components/calculators/GoalCalculator';
import { RiskProfileQuiz } from '@/components/questionnaires/RiskProfileQuiz';
import { calculatorCopyFor, calculatorIslandProps, calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { riskProfileQuiz } from '@/lib/questionnaires/riskProfileQuiz';
import { formatRupees } from '@/lib/format';
import { GOAL_FIELDS, goal } from '@/lib/calculators/goal';
import { defaultValues, fieldText } from '@/lib/calculators/numberField';
import { carryOver, snapshotForm } from './carryOver';

const { presets } = calculatorIslandProps('goal', 'en');

// The chart's drawing is beside the point here: it never arrives.
jest.mock('@/components/calculators/YearlyChartLoader', () => ({
  fetchPlot: Object.assign(() => new Promise(() => {}), { loaded: () => null }),
}));

/** The exported HTML of a tool as the browser shows it before the code arrives: a copy of the markup, with no React behind it. */
function htmlCopy(live: HTMLElement): HTMLElement {
  const html = document.createElement('div');
  html.innerHTML = live.innerHTML;
  document.body.append(html);
  return html;
}

/** The form's n-th control of a kind, in document order. */
function nth(box: Element, selector: string, index: number): HTMLInputElement {
  const control = box.querySelectorAll<HTMLInputElement>(selector)[index];
  if (!control) throw new Error(`No ${selector} number ${index}`);
  return control;
}
const textBox = (box: Element, index: number) => nth(box, 'input[type="text"]', index);

afterEach(() => {
  document.body.innerHTML = '';
});

it('replays typing into the live calculator, keeping the focus and caret, so the result follows it', () => {
  const { container } = render(<GoalCalculator copy={calculatorCopyFor('en').goal} text={calculatorTextFor('en')} presets={presets} />);
  const html = htmlCopy(container);
  const cost = textBox(html, 0);
  const cost2 = GOAL_FIELDS.cost.default * 2;
  cost.value = fieldText(GOAL_FIELDS.cost, cost2);
  cost.focus();
  cost.setSelectionRange(2, 2);
  const snapshot = snapshotForm(html);
  html.remove();

  act(() => carryOver(snapshot, container));

  const liveCost = textBox(container, 0);
  expect(liveCost).toHaveValue(fieldText(GOAL_FIELDS.cost, cost2));
  expect(liveCost).toHaveFocus();
  expect(liveCost.selectionStart).toBe(2);
  expect(screen.getByTestId('future-cost')).toHaveTextContent(
    formatRupees(goal({ ...defaultValues(GOAL_FIELDS), cost: cost2 }).futureCost),
  );
});

it('tells a box the visitor already left that it was left: a slip shows its message beside the field, as typed', () => {
  const { container } = render(<GoalCalculator copy={calculatorCopyFor('en').goal} text={calculatorTextFor('en')} presets={presets} />);
  const html = htmlCopy(container);
  const years = textBox(html, 1);
  years.value = 'ten';
  const snapshot = snapshotForm(html);
  html.remove();

  act(() => carryOver(snapshot, container));

  const liveYears = textBox(container, 1);
  expect(liveYears).toHaveValue('ten');
  expect(liveYears).toHaveAccessibleDescription(/in digits/);
  expect(liveYears).not.toHaveFocus();
});

it('picks the answers the visitor chose in the HTML questionnaire, and leaves the rest alone', () => {
  const { container } = render(<RiskProfileQuiz {...riskProfileQuiz} />);
  const html = htmlCopy(container);
  const firstOfSecondQuestion = riskProfileQuiz.questions[0]?.options.length ?? 0;
  nth(html, 'input[type="radio"]', 1).checked = true;
  nth(html, 'input[type="radio"]', firstOfSecondQuestion).checked = true;
  const snapshot = snapshotForm(html);
  html.remove();

  act(() => carryOver(snapshot, container));

  const checked = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    .map((radio, index) => (radio.checked ? index : -1))
    .filter((index) => index >= 0);
  expect(checked).toEqual([1, firstOfSecondQuestion]);
  expect(screen.getByText(`Answered 2 of ${riskProfileQuiz.questions.length}`, { exact: false })).toBeInTheDocument();
});

it('presses again the button the visitor pressed in the HTML form, after the typing', () => {
  const { container } = render(<GoalCalculator copy={calculatorCopyFor('en').goal} text={calculatorTextFor('en')} presets={presets} />);
  const preset = presets[1];
  if (!preset) throw new Error('The goal calculator needs two presets for this test');
  const html = htmlCopy(container);
  const snapshot = snapshotForm(html);
  html.remove();

  act(() => carryOver(snapshot, container, 1));

  expect(textBox(container, 0)).toHaveValue(fieldText(GOAL_FIELDS.cost, preset.cost));
  expect(textBox(container, 1)).toHaveValue(fieldText(GOAL_FIELDS.years, preset.years));
});
