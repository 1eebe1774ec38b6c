import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculatorCopyFor, calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { LUMPSUM_FIELDS } from '@/lib/calculators/lumpsum';
import { parseNumberField, withFieldWords } from '@/lib/calculators/numberField';
import { SIP_LIMITS } from '@/lib/calculators/sip';
import { LumpsumCalculator } from './LumpsumCalculator';
import { SipCalculator } from './SipCalculator';
import { fetchPlot } from './YearlyChartLoader';

// The calculators on a Hindi page: every word from content/hi (through calculatorTextFor and
// calculatorCopyFor), the same figures and the same query names as in English.

const text = calculatorTextFor('hi');
const hi = calculatorCopyFor('hi');

beforeAll(() => fetchPlot());

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('lumpsum in Hindi: labels, a validation message, the result heading and the same figure from a shared link', async () => {
  window.history.replaceState(null, '', '/hi/tools/lumpsum/?amount=100000&rate=12&years=10');
  const user = userEvent.setup({ delay: null });
  render(<LumpsumCalculator copy={hi.lumpsum} text={text} />);
  const result = screen.getByRole('region', { name: text.result.heading });
  expect(within(result).getByTestId('maturity')).toHaveTextContent('₹3,10,585');
  expect(within(result).getByText(text.result.maturity)).toBeInTheDocument();
  expect(screen.getByTestId('illustration-disclaimer')).toHaveTextContent(text.disclaimer.text);

  const years = screen.getByRole('textbox', { name: `${hi.lumpsum.labels.years} ${text.field.units.years}` });
  await user.clear(years);
  await user.type(years, '99');
  await user.tab();
  const expected = parseNumberField(withFieldWords(LUMPSUM_FIELDS, hi.lumpsum.fields).years, '99', text.field);
  expect(expected.ok).toBe(false);
  if (!expected.ok) expect(years).toHaveAccessibleDescription(expected.message);
  expect(screen.getByTestId('stale-note')).toHaveTextContent(text.stale.live);
  // The address keeps the English query names, and the last valid entry (9, typed on the way to 99).
  expect(window.location.search).toBe('?amount=100000&rate=12&years=9&inflation=6');
});

it('the SIP calculator in Hindi: sliders, the Calculate button and the result in Hindi words', async () => {
  window.history.replaceState(null, '', '/hi/financial-calculator/');
  const user = userEvent.setup({ delay: null });
  render(<SipCalculator copy={hi.sip} text={text} />);
  for (const field of ['amount', 'rate', 'years'] as const)
    expect(screen.getByRole('slider', { name: hi.sip.labels[field] })).toBeInTheDocument();
  const amount = screen.getByRole('textbox', { name: `${hi.sip.labels.amount} ${text.field.units.rupees}` });
  await user.clear(amount);
  await user.click(screen.getByRole('button', { name: hi.sip.calculate }));
  const empty = parseNumberField(withFieldWords(SIP_LIMITS, hi.sip.fields).amount, '', text.field);
  if (!empty.ok) expect(amount).toHaveAccessibleDescription(empty.message);
  await user.type(amount, '5000');
  await user.click(screen.getByRole('button', { name: hi.sip.calculate }));
  expect(window.location.search).toBe('?amount=5000&rate=1&years=1');
  expect(screen.getByRole('heading', { name: text.growthHeading })).toBeInTheDocument();
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: text.table.year })).toBeInTheDocument();
});
