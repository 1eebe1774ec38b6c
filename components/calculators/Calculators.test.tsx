import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMFI_RETURN_RANGE } from '@/content/assumedReturns';
import { ILLUSTRATION_DISCLAIMER } from '@/content/calculators';
import { trailCommissions } from '@/content/commissions';
import { calculatorCopyFor, calculatorIslandProps, calculatorTextFor } from '@/lib/calculators/calculatorWords';
import * as copy from '@/content/en/tools';
import { gapCategories } from '@/lib/calculators/regularVsDirect';
import { fillTemplate } from '@/lib/template';
import { CostOfDelayCalculator } from './CostOfDelayCalculator';
import { GoalCalculator } from './GoalCalculator';
import { LumpsumCalculator } from './LumpsumCalculator';
import { RegularVsDirectCalculator } from './RegularVsDirectCalculator';
import { RetirementCalculator } from './RetirementCalculator';
import { StepUpSipCalculator } from './StepUpSipCalculator';
import { SwpCalculator } from './SwpCalculator';
import { fetchPlot } from './YearlyChartLoader';

// The calculators as a visitor meets them: a shared link, typing, the slider, a bad entry. The figures
// are the hand-worked reference figures of lib/calculators/references.test.ts.

const text = calculatorTextFor('en');
const en = calculatorCopyFor('en');
const { presets } = calculatorIslandProps('goal', 'en');

function open(path: string, search: string, ui: React.ReactElement) {
  window.history.replaceState(null, '', `${path}${search}`);
  const user = userEvent.setup({ delay: null });
  render(ui);
  return user;
}

// The chart's drawing is fetched once, up front: every chart then draws in its first render, instead
// of in a state update after the test that rendered it has finished (React's act() warning).
beforeAll(() => fetchPlot());

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a shared link shows its reference figure at once', () => {
  it('step-up SIP: ₹4,92,285 from ₹3,66,306 invested, ₹4,12,432 flat', () => {
    open('/tools/step-up-sip/', '?amount=5000&rate=12&years=5&stepup=10', <StepUpSipCalculator copy={en.stepUpSip} text={text} />);
    expect(screen.getByTestId('maturity')).toHaveTextContent('₹4,92,285');
    expect(screen.getByTestId('invested')).toHaveTextContent('₹3,66,306');
    expect(screen.getByTestId('flat')).toHaveTextContent('₹4,12,432');
    expect(screen.getByTestId('illustration-disclaimer')).toHaveTextContent(ILLUSTRATION_DISCLAIMER.text);
  });

  it('lumpsum: ₹3,10,585', () => {
    open('/tools/lumpsum/', '?amount=100000&rate=12&years=10', <LumpsumCalculator copy={en.lumpsum} text={text} />);
    expect(screen.getByTestId('maturity')).toHaveTextContent('₹3,10,585');
  });

  it('goal: ₹79,30,423, SIP ₹15,717, lumpsum ₹14,48,859', () => {
    open(
      '/tools/goal/',
      '?cost=2500000&years=15&inflation=8&rate=12&saved=0',
      <GoalCalculator copy={en.goal} text={text} presets={presets} />,
    );
    expect(screen.getByTestId('future-cost')).toHaveTextContent('₹79,30,423');
    expect(screen.getByTestId('monthly-sip')).toHaveTextContent('₹15,717');
    expect(screen.getByTestId('lumpsum')).toHaveTextContent('₹14,48,859');
  });

  it('cost of delay: ₹49,95,740 against ₹43,76,627', () => {
    open('/tools/cost-of-delay/', '?amount=5000&rate=12&years=20&delay=1', <CostOfDelayCalculator copy={en.costOfDelay} text={text} />);
    expect(screen.getByTestId('now')).toHaveTextContent('₹49,95,740');
    expect(screen.getByTestId('later')).toHaveTextContent('₹43,76,627');
    expect(screen.getByTestId('cost')).toHaveTextContent('₹6,19,113');
  });
});

describe('the live form', () => {
  it('updates the result and the address bar as a valid value is typed, and keeps an invalid one as typed', async () => {
    const user = open('/tools/lumpsum/', '', <LumpsumCalculator copy={en.lumpsum} text={text} />);
    const years = screen.getByRole('textbox', { name: 'Time period (years) in whole years' });
    await user.clear(years);
    await user.type(years, '20');
    expect(screen.getByTestId('maturity')).toHaveTextContent('₹9,64,629');
    expect(window.location.search).toBe('?amount=100000&rate=12&years=20&inflation=6');

    await user.clear(years);
    await user.type(years, '2.5');
    await user.tab();
    expect(years).toHaveValue('2.5');
    expect(years).toHaveAccessibleDescription('Enter the time period in whole years.');
    // "2" and "2." were valid on the way to "2.5": the result stays on the last of them.
    expect(screen.getByTestId('maturity')).toHaveTextContent('₹1,25,440');
    expect(screen.getByTestId('stale-note')).toHaveTextContent('The result is for the last valid inputs');
  });

  it('moves the slider with a typed value and the text box with the slider', async () => {
    const user = open('/tools/lumpsum/', '', <LumpsumCalculator copy={en.lumpsum} text={text} />);
    await user.clear(screen.getByRole('textbox', { name: 'Amount invested in rupees' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount invested in rupees' }), '2,50,000');
    expect(screen.getByRole('slider', { name: 'Amount invested' })).toHaveValue('250000');
    fireEvent.change(screen.getByRole('slider', { name: copy.ASSUMED_RATE_LABEL }), { target: { value: '12.1' } });
    expect(screen.getByRole('textbox', { name: `${copy.ASSUMED_RATE_LABEL} in percent` })).toHaveValue('12.1');
  });

  it('on Share with an invalid entry, shows every message and focuses the first invalid field', async () => {
    const user = open('/tools/swp/', '', <SwpCalculator copy={en.swp} text={text} />);
    await user.clear(screen.getByRole('textbox', { name: 'Monthly withdrawal in rupees' }));
    await user.clear(screen.getByRole('textbox', { name: `${copy.ASSUMED_RATE_LABEL} in percent` }));
    await user.type(screen.getByRole('textbox', { name: `${copy.ASSUMED_RATE_LABEL} in percent` }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Share this result' }));
    expect(screen.getByRole('textbox', { name: 'Monthly withdrawal in rupees' })).toHaveFocus();
    expect(screen.getByText('Enter the monthly withdrawal, for example 40000.')).toBeVisible();
    expect(screen.getByText('Enter the assumed rate of return in digits, for example 8.')).toBeVisible();
  });

  it('notes a link value that was not used, and shows the default instead', () => {
    open('/tools/swp/', '?corpus=lots&withdrawal=30000', <SwpCalculator copy={en.swp} text={text} />);
    expect(screen.getByTestId('link-note')).toHaveTextContent(
      'The link’s corpus value “lots” was not used: Enter the amount invested in digits',
    );
    expect(screen.getByRole('textbox', { name: 'Amount invested in rupees' })).toHaveValue('50,00,000');
    expect(screen.getByRole('textbox', { name: 'Monthly withdrawal in rupees' })).toHaveValue('30,000');
  });

  it('says when the money would run out at the assumed rate, and that it can run out sooner', () => {
    // A rate below AMFI's range in a link is read as the range's lower end, with the note.
    open('/tools/swp/', '?corpus=100000&withdrawal=30000&rate=0&years=1', <SwpCalculator copy={en.swp} text={text} />);
    expect(screen.getByTestId('lasts')).toHaveTextContent('3 months');
    expect(screen.getByTestId('balance')).toHaveTextContent('₹0');
    expect(screen.getByText(fillTemplate(en.swp.runsOut, { rate: `${AMFI_RETURN_RANGE.min}%`, lasting: '3 months' }))).toBeVisible();
    expect(screen.getByTestId('link-note')).toHaveTextContent(`The nearest allowed value, ${AMFI_RETURN_RANGE.min}%, is shown instead.`);
  });

  it('says the money would last the whole period only at the constant assumed rate', () => {
    open('/tools/swp/', '?corpus=5000000&withdrawal=40000&rate=8&years=20', <SwpCalculator copy={en.swp} text={text} />);
    expect(screen.getByTestId('lasts')).toHaveTextContent(en.swp.wholePeriod);
    expect(screen.getByText(fillTemplate(en.swp.lasts, { rate: '8%', period: '20 years' }))).toBeVisible();
    expect(screen.getByTestId('illustration-disclaimer')).toHaveTextContent(ILLUSTRATION_DISCLAIMER.text);
  });

  it('shows the nearest allowed assumed return for a link’s rate above AMFI’s range, with the note', () => {
    const { max } = AMFI_RETURN_RANGE;
    open('/tools/lumpsum/', `?amount=100000&rate=${max + 12}&years=10`, <LumpsumCalculator copy={en.lumpsum} text={text} />);
    expect(screen.getByRole('textbox', { name: `${copy.ASSUMED_RATE_LABEL} in percent` })).toHaveValue(String(max));
    expect(screen.getByRole('slider', { name: copy.ASSUMED_RATE_LABEL })).toHaveValue(String(max));
    expect(screen.getByTestId('link-note')).toHaveTextContent(
      `The link’s rate value “${max + 12}” was not used: The assumed rate of return must be from ${AMFI_RETURN_RANGE.min}% to ${max}% a year`,
    );
    expect(screen.getByTestId('link-note')).toHaveTextContent(`The nearest allowed value, ${max}%, is shown instead.`);
    expect(screen.getByTestId('maturity')).toHaveTextContent(`₹${Math.round(100000 * (1 + max / 100) ** 10).toLocaleString('en-IN')}`);
  });
});

describe('rules across fields', () => {
  it('refuses a retirement age at or below today’s age beside the field, keeping the last result', async () => {
    const user = open('/tools/retirement/', '', <RetirementCalculator copy={en.retirement} text={text} />);
    const corpus = screen.getByTestId('corpus').textContent;
    const age = screen.getByRole('textbox', { name: 'Your age today in years' });
    await user.clear(age);
    await user.type(age, '65');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Retirement age in years' })).toHaveAccessibleDescription(
      'The retirement age must be above your age.',
    );
    expect(screen.getByTestId('corpus')).toHaveTextContent(corpus ?? '');
  });

  it('ignores link values that break a rule, with a note', () => {
    open('/tools/cost-of-delay/', '?amount=5000&rate=12&years=5&delay=8', <CostOfDelayCalculator copy={en.costOfDelay} text={text} />);
    expect(screen.getByTestId('link-note')).toHaveTextContent('The delay must be shorter than the time period.');
    expect(screen.getByRole('textbox', { name: 'Delay (years) in whole years' })).toHaveValue('1');
  });
});

describe('choices and presets', () => {
  it('goal presets fill the cost and the years', async () => {
    const user = open('/tools/goal/', '', <GoalCalculator copy={en.goal} text={text} presets={presets} />);
    await user.click(screen.getByRole('button', { name: /A crore/ }));
    expect(screen.getByRole('textbox', { name: 'Cost of the goal today in rupees' })).toHaveValue('1,00,00,000');
    expect(screen.getByRole('textbox', { name: 'Years to the goal in whole years' })).toHaveValue('20');
    // A preset sets its rate too: a goal a few years away at a rate for that horizon, not the equity default.
    const near = presets.find((preset) => preset.years <= 7);
    await user.click(screen.getByRole('button', { name: new RegExp(near?.label ?? '^$') }));
    expect(screen.getByRole('textbox', { name: `${copy.goal.labels.rate} in percent` })).toHaveValue(String(near?.rate));
  });

  it('Regular vs Direct: the scheme type sets the gap, the mode switches SIP and lumpsum, and both go in the link', async () => {
    const user = open(
      '/tools/regular-vs-direct/',
      '',
      <RegularVsDirectCalculator copy={en.regularVsDirect} text={text} categories={gapCategories(trailCommissions)} />,
    );
    expect(screen.getByRole('textbox', { name: 'Expense-ratio gap (p.a.) in percent' })).toHaveValue('1.4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scheme type' }), screen.getByRole('option', { name: /^Index/ }));
    expect(screen.getByRole('textbox', { name: 'Expense-ratio gap (p.a.) in percent' })).toHaveValue('0.5');
    await user.click(screen.getByRole('radio', { name: 'Lumpsum' }));
    expect(window.location.search).toBe('?mode=lumpsum&amount=10000&rate=12&years=20&gap=0.5&inflation=6');
    const figures = within(screen.getByRole('region', { name: 'Your comparison' }));
    expect(figures.getByTestId('direct')).toHaveTextContent('₹96,463');
    expect(figures.getByTestId('regular')).toHaveTextContent('₹88,206');
  });
});
