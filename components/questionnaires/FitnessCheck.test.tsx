import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitnessCheck } from '@/lib/questionnaires/fitnessCheck';
import { site } from '@/content/site';
import { retirementMultiple } from '@/lib/questionnaires/financialFitness';
import { formatRegulatoryDate } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { FitnessCheck } from './FitnessCheck';

const PAGE = '/tools/financial-fitness/';

function renderCheck(search = '') {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  const user = userEvent.setup({ delay: null });
  render(<FitnessCheck {...fitnessCheck} />);
  const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label} in `) });
  return {
    user,
    box,
    type: async (label: string, text: string) => {
      await user.clear(box(label));
      // Pasted rather than typed key by key: the same change events, without a slow test.
      if (text !== '') {
        await user.click(box(label));
        await user.paste(text);
      }
    },
    check: () => user.click(screen.getByRole('button', { name: fitnessCheck.formText.submit })),
  };
}

// Forty, two dependants, ₹1 lakh a month: every rule met (the rules' own figures, from content).
const fit = {
  age: '40',
  income: '1,00,000',
  expenses: '40,000',
  emis: '10,000',
  emergencySavings: String(fitnessCheck.rules.emergencyMonths * 50000),
  lifeCover: String(fitnessCheck.rules.lifeCoverMultiple * 1200000),
  healthCover: String(fitnessCheck.rules.healthCoverRupees),
  // The retirement target at forty, from the rule in content, rounded up to a whole rupee.
  retirementSavings: String(Math.ceil(retirementMultiple(40, fitnessCheck.rules) * 40000 * 12)),
};
const query = (values: Record<string, string>) => new URLSearchParams({ dependants: '2', ...values }).toString().replace(/%2C/g, '');

afterEach(() => window.history.replaceState(null, '', '/'));

it('has a labelled text box for each figure and a list for dependants', () => {
  const { box } = renderCheck();
  for (const { label } of Object.values(fitnessCheck.fieldText)) expect(box(label)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: fitnessCheck.dependants.label })).toHaveValue(fitnessCheck.dependants.default);
  expect(screen.queryByRole('slider')).toBeNull();
});

it('keeps invalid entries with a message and moves focus to the first invalid box', async () => {
  const { box, type, check } = renderCheck();
  await type('Monthly take-home income', 'lots');
  await type('Monthly EMIs', '');
  await check();
  expect(box('Monthly take-home income')).toHaveFocus();
  expect(box('Monthly take-home income')).toHaveValue('lots');
  expect(box('Monthly take-home income')).toHaveAccessibleDescription(/Enter your monthly take-home income in digits/);
  expect(screen.getByText('Enter your monthly EMIs, for example 15,000.')).toBeInTheDocument();
  expect(screen.queryByTestId('fitness-total')).toBeNull();
});

it('scores 100 when every rule is met, with a light, a figure and an action for each area', async () => {
  const { user, type, check } = renderCheck();
  for (const [name, text] of Object.entries(fit)) await type(fitnessCheck.fieldText[name as keyof typeof fit].label, text);
  await user.selectOptions(screen.getByRole('combobox', { name: fitnessCheck.dependants.label }), '2');
  await check();
  expect(screen.getByTestId('fitness-total')).toHaveTextContent('100');
  for (const area of fitnessCheck.areas) {
    const card = screen.getByTestId(`fitness-area-${area.id}`);
    expect(within(card).getByText(fitnessCheck.lightLabels.green)).toBeInTheDocument();
    expect(within(card).getByText(area.lookAt.green)).toBeInTheDocument();
    expect(within(card).getByText(fitnessCheck.text.lookAtHeading)).toBeInTheDocument();
    // The firm's IRDAI registration and the solicitation line stand beside the areas that point at insurance, and only those.
    const { firm, registration: registrationLine, solicitation } = fitnessCheck.insurance;
    const registration = within(card).queryByTestId(`fitness-insurance-${area.id}`);
    if (area.insurance) {
      const line = fillTemplate(fitnessCheck.text.insuranceRegistration, { firm, registration: registrationLine });
      expect(line).toContain(site.insurance.number);
      expect(line).toContain(formatRegulatoryDate(site.insurance.validTill));
      expect(registration).toHaveTextContent(`${line} ${solicitation.official}`);
    } else expect(registration).toBeNull();
  }
  expect(screen.queryByText(/next step|one thing to do/i)).toBeNull();
  const link = screen.getByRole('link', { name: fitnessCheck.formText.discuss });
  const url = new URL(link.getAttribute('href') ?? '', 'https://example.com');
  expect(url.searchParams.get('service')).toBe(fitnessCheck.discussService);
  // The summary of the visitor's figures travels in the fragment, which never leaves the browser (contactHrefFor).
  const message = new URLSearchParams(url.hash.slice(1)).get('message');
  const { summary, summaryArea, summaryJoin } = fitnessCheck.formText;
  const areasText = fitnessCheck.areas.map((a) => fillTemplate(summaryArea, { area: a.name, light: 'green' })).join(summaryJoin);
  expect(message).toBe(fillTemplate(summary, { total: 100, areas: areasText }));
  expect(message).toMatch(/100 out of 100/);
  expect(new URLSearchParams(window.location.search).get('dependants')).toBe('2');
});

it('restores a shared link’s result and marks an area short of its rule', () => {
  // Half the emergency fund: amber, and half that area's points.
  renderCheck(`?${query({ ...fit, emergencySavings: String((fitnessCheck.rules.emergencyMonths / 2) * 50000) })}`);
  const emergency = fitnessCheck.areas.find((a) => a.id === 'emergency');
  expect(screen.getByTestId('fitness-total')).toHaveTextContent(String(100 - (emergency?.weight ?? 0) / 2));
  expect(within(screen.getByTestId('fitness-area-emergency')).getByText(fitnessCheck.lightLabels.amber)).toBeInTheDocument();
});

it('opens a link with junk at the defaults, with a note, and no result', () => {
  const { box } = renderCheck('?age=abc&income=-5&dependants=many');
  expect(screen.getByTestId('link-note')).toHaveTextContent('were not used');
  expect(box('Age')).toHaveValue(String(fitnessCheck.fields.age.default));
  expect(screen.queryByTestId('fitness-total')).toBeNull();
});
