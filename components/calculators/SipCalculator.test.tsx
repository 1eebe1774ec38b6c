import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculatorCopyFor, calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { sip } from '@/content/en/tools';
import { SipCalculator } from './SipCalculator';

/** The rate slider's label, as the page words it (content/tools.ts). */
const RATE = sip.labels.rate;
const YEARS = sip.labels.years;

const PAGE = '/financial-calculator/';

/** The spec's formula, written out again here so the test does not trust lib/calculators/sip.ts. */
function formula(amount: number, rate: number, years: number): number {
  const r = rate / 12 / 100;
  const n = years * 12;
  return ((amount * ((1 + r) ** n - 1)) / r) * (1 + r);
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

function renderCalculator(search = '') {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  const user = userEvent.setup({ delay: null });
  render(<SipCalculator copy={calculatorCopyFor('en').sip} text={calculatorTextFor('en')} />);
  return {
    user,
    maturity: () => screen.getByTestId('sip-maturity'),
    slider: (name: string) => screen.getByRole('slider', { name }),
    box: (name: string) => screen.getByRole('textbox', { name }),
    calculate: () => user.click(screen.getByRole('button', { name: 'Calculate' })),
  };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the form', () => {
  it('has the three sliders of the spec, each with a visible label and the spec’s limits', () => {
    const { slider } = renderCalculator();
    const expected = [
      ['Monthly investment', '1000', '50000', '500', '1000', '₹1,000 per month'],
      [RATE, '1', '20', '0.1', '1', '1% per year'],
      [YEARS, '1', '30', '1', '1', '1 year'],
    ] as const;
    for (const [name, min, max, step, value, valueText] of expected) {
      const range = slider(name);
      expect(range).toHaveAttribute('type', 'range');
      expect(range).toHaveAttribute('min', min);
      expect(range).toHaveAttribute('max', max);
      expect(range).toHaveAttribute('step', step);
      expect(range).toHaveValue(value);
      expect(range).toHaveAttribute('aria-valuetext', valueText);
      expect(screen.getByText(name, { selector: 'label' })).toBeVisible();
    }
    expect(screen.getAllByRole('slider')).toHaveLength(3);
  });

  it('pairs each slider with a text box for typing the value', () => {
    const { box } = renderCalculator();
    expect(box('Monthly investment in rupees')).toHaveValue('1,000');
    expect(box(`${RATE} in percent`)).toHaveValue('1');
    expect(box(`${YEARS} in whole years`)).toHaveValue('1');
  });
});

describe('the result', () => {
  it('is ₹0.00 until Calculate is pressed, whatever the sliders do', () => {
    const { maturity, slider } = renderCalculator();
    expect(maturity()).toHaveTextContent(/^₹0\.00$/);
    fireEvent.change(slider('Monthly investment'), { target: { value: '25000' } });
    fireEvent.change(slider(RATE), { target: { value: '15.5' } });
    fireEvent.change(slider(YEARS), { target: { value: '20' } });
    expect(maturity()).toHaveTextContent(/^₹0\.00$/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the formula’s figure, the split and a year-by-year table on Calculate', async () => {
    const { maturity, slider, calculate } = renderCalculator();
    fireEvent.change(slider('Monthly investment'), { target: { value: '5000' } });
    fireEvent.change(slider(RATE), { target: { value: '12' } });
    fireEvent.change(slider(YEARS), { target: { value: '10' } });
    expect(slider('Monthly investment')).toHaveAttribute('aria-valuetext', '₹5,000 per month');
    expect(slider(RATE)).toHaveAttribute('aria-valuetext', '12% per year');
    expect(slider(YEARS)).toHaveAttribute('aria-valuetext', '10 years');
    await calculate();
    expect(maturity()).toHaveTextContent(rupees(formula(5000, 12, 10)));
    expect(maturity()).toHaveTextContent('₹11,61,695.38');
    const estimate = within(screen.getByRole('region', { name: 'Your estimate' }));
    expect(estimate.getByText('Invested amount').closest('div')).toHaveTextContent('₹6,00,000.00');
    expect(estimate.getByText('Estimated gains').closest('div')).toHaveTextContent('₹5,61,695.38');
    expect(screen.getByText('about ₹11.62 lakh')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent?.startsWith('Maturity amount ₹11,61,695.38'))).toBe(true);

    const table = screen.getByRole('table', { name: /Year-by-year growth of ₹5,000 per month at 12% per year/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toHaveTextContent(/10₹6,00,000₹5,61,695₹11,61,695/);
    // The chart's drawing code is fetched on the first result, and draws when it arrives.
    expect(await screen.findByRole('img', { name: /Bar chart of the value at the end of each of 10 years/ })).toBeInTheDocument();
  });

  it('keeps the shown result when the inputs move afterwards, and says it is out of date', async () => {
    const { maturity, slider, calculate } = renderCalculator();
    await calculate();
    expect(maturity()).toHaveTextContent('₹12,065.20');
    expect(screen.queryByText(/The inputs have changed/)).toBeNull();
    fireEvent.change(slider(YEARS), { target: { value: '2' } });
    expect(maturity()).toHaveTextContent('₹12,065.20');
    expect(screen.getByText(/The inputs have changed/)).toBeInTheDocument();
    await calculate();
    expect(maturity()).toHaveTextContent(rupees(formula(1000, 1, 2)));
    expect(screen.queryByText(/The inputs have changed/)).toBeNull();
  });

  it('computes the largest corner of the sliders, ₹50,000 at 20% for 30 years', async () => {
    const { maturity, slider, calculate } = renderCalculator();
    fireEvent.change(slider('Monthly investment'), { target: { value: '50000' } });
    fireEvent.change(slider(RATE), { target: { value: '20' } });
    fireEvent.change(slider(YEARS), { target: { value: '30' } });
    await calculate();
    expect(maturity()).toHaveTextContent('₹1,16,80,40,087.86');
    expect(screen.getByText('about ₹116.8 crore')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31);
  });
});

describe('typing values', () => {
  it('moves the slider with a valid entry and uses it on Calculate', async () => {
    const { user, box, slider, maturity, calculate } = renderCalculator();
    await user.clear(box('Monthly investment in rupees'));
    await user.type(box('Monthly investment in rupees'), '₹2,000');
    await user.clear(box(`${RATE} in percent`));
    await user.type(box(`${RATE} in percent`), '12');
    await user.clear(box(`${YEARS} in whole years`));
    await user.type(box(`${YEARS} in whole years`), '2');
    expect(slider('Monthly investment')).toHaveValue('2000');
    expect(box('Monthly investment in rupees')).toHaveValue('2,000');
    expect(slider(YEARS)).toHaveAttribute('aria-valuetext', '2 years');
    await calculate();
    // ClearTax's published example.
    expect(maturity()).toHaveTextContent('₹54,486.40');
  });

  it.each([
    ['Monthly investment in rupees', '', 'Enter a monthly investment, for example 5000.'],
    ['Monthly investment in rupees', 'lots', 'Enter the monthly investment in digits, for example 5000.'],
    ['Monthly investment in rupees', '500', 'The monthly investment must be at least ₹1,000.'],
    ['Monthly investment in rupees', '75000', 'The monthly investment can be at most ₹50,000.'],
    [`${RATE} in percent`, '0', 'The return rate must be at least 1% a year; it cannot be zero.'],
    [`${RATE} in percent`, '12.25', 'Use at most one decimal place for the return rate, for example 12.5.'],
    [`${YEARS} in whole years`, '45', 'The time period can be at most 30 years.'],
    [`${YEARS} in whole years`, '2.5', 'Enter the time period in whole years.'],
  ])('explains why %s "%s" is refused, keeps the text and does not use it', async (name, typed, message) => {
    const { user, box, maturity, calculate } = renderCalculator();
    const input = box(name);
    await user.clear(input);
    if (typed) await user.type(input, typed);
    // No message while the visitor is still typing.
    expect(screen.queryByText(message)).toBeNull();
    await user.tab();
    expect(screen.getByText(message)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await calculate();
    expect(maturity()).toHaveTextContent(/^₹0\.00$/);
    expect(input).toHaveValue(typed);
    expect(input).toHaveFocus();
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
  });

  it('leaves the slider at the last valid value while the box holds an invalid one', async () => {
    const { user, box, slider } = renderCalculator();
    await user.clear(box('Monthly investment in rupees'));
    await user.type(box('Monthly investment in rupees'), '7000');
    expect(slider('Monthly investment')).toHaveValue('7000');
    await user.type(box('Monthly investment in rupees'), '0');
    expect(box('Monthly investment in rupees')).toHaveValue('70000');
    expect(slider('Monthly investment')).toHaveValue('7000');
  });

  it('on Calculate, marks every invalid field and focuses the first', async () => {
    const { user, box, calculate } = renderCalculator();
    await user.clear(box(`${RATE} in percent`));
    await user.clear(box(`${YEARS} in whole years`));
    await user.type(box(`${YEARS} in whole years`), '99');
    await calculate();
    expect(box(`${RATE} in percent`)).toHaveFocus();
    expect(screen.getByText('Enter the return rate you assume, for example 12.')).toBeVisible();
    expect(screen.getByText('The time period can be at most 30 years.')).toBeVisible();
    expect(box('Monthly investment in rupees')).not.toHaveAttribute('aria-invalid');
  });

  it('clears a message as soon as the entry becomes valid', async () => {
    const { user, box } = renderCalculator();
    const input = box(`${YEARS} in whole years`);
    await user.clear(input);
    await user.tab();
    expect(screen.getByText('Enter a time period in years, for example 10.')).toBeVisible();
    await user.type(input, '5');
    expect(screen.queryByText('Enter a time period in years, for example 10.')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('sharing through the URL', () => {
  it('fills the inputs and shows the result from a shared link', () => {
    const { maturity, slider, box } = renderCalculator('?amount=2000&rate=12&years=2');
    expect(slider('Monthly investment')).toHaveValue('2000');
    expect(box('Monthly investment in rupees')).toHaveValue('2,000');
    expect(box(`${RATE} in percent`)).toHaveValue('12');
    expect(slider(YEARS)).toHaveAttribute('aria-valuetext', '2 years');
    // ClearTax's published example.
    expect(maturity()).toHaveTextContent('₹54,486.40');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  // A link that does not give three usable values fills what it can and shows no result.
  it.each([
    [
      'refuses a period beyond the slider, such as Zerodha’s 40-year example',
      '?amount=5000&rate=12&years=40',
      { 'Monthly investment in rupees': '5,000', [`${YEARS} in whole years`]: '1' },
    ],
    [
      'ignores junk in the query and keeps the defaults',
      '?amount=abc&rate=0&years=99&utm_source=mail',
      { 'Monthly investment in rupees': '1,000', [`${RATE} in percent`]: '1', [`${YEARS} in whole years`]: '1' },
    ],
    [
      'fills the valid part of a partial link without calculating',
      '?amount=7500&rate=oops',
      { 'Monthly investment in rupees': '7,500', [`${RATE} in percent`]: '1' },
    ],
  ])('%s', (_, query, boxes) => {
    const { maturity, box } = renderCalculator(query);
    for (const [label, value] of Object.entries(boxes)) expect(box(label)).toHaveValue(value);
    expect(maturity()).toHaveTextContent(/^₹0\.00$/);
  });

  it('writes the calculated inputs into the address bar on Calculate, and only then', async () => {
    const { slider, calculate } = renderCalculator();
    fireEvent.change(slider('Monthly investment'), { target: { value: '5000' } });
    fireEvent.change(slider(RATE), { target: { value: '12.3' } });
    fireEvent.change(slider(YEARS), { target: { value: '10' } });
    expect(window.location.search).toBe('');
    await calculate();
    expect(window.location.pathname).toBe(PAGE);
    expect(window.location.search).toBe('?amount=5000&rate=12.3&years=10');
  });
});
