import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitnessCheckFor } from '@/lib/questionnaires/fitnessCheck';
import { site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { healthyFitnessAnswers } from '@/test/fitnessAnswers';
import { FitnessCheck } from './FitnessCheck';

// The check on the Hindi page: the same component with the Hindi words as props. Every expected word
// is read from content/hi (through fitnessCheckFor), never pinned here.

const hi = fitnessCheckFor('hi');
const en = fitnessCheckFor('en');

function renderCheck(search = '') {
  window.history.replaceState(null, '', `/hi/tools/financial-fitness/${search}`);
  const user = userEvent.setup({ delay: null });
  render(<FitnessCheck {...hi} />);
  const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  return {
    user,
    box,
    type: async (label: string, text: string) => {
      await user.clear(box(label));
      if (text !== '') {
        await user.click(box(label));
        await user.paste(text);
      }
    },
    check: () => user.click(screen.getByRole('button', { name: hi.formText.submit })),
  };
}

// The number fields' answers (dependants is a select, left at its default here).
const fit = Object.fromEntries(Object.entries(healthyFitnessAnswers(hi.rules)).filter(([name]) => name !== 'dependants'));

afterEach(() => window.history.replaceState(null, '', '/'));

it('labels every box and the dependants list in Hindi', () => {
  const { box } = renderCheck();
  for (const { label } of Object.values(hi.fieldText)) expect(box(label)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: hi.dependants.label })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: hi.dependants.lastOptionText })).toBeInTheDocument();
});

it('says what is wrong with an entry in Hindi', async () => {
  const { box, type, check } = renderCheck();
  await type(hi.fieldText.emis.label, '');
  await check();
  expect(box(hi.fieldText.emis.label)).toHaveAccessibleDescription(new RegExp(hi.fields.emis.messages?.empty ?? 'missing'));
});

it('scores the same figures as the English page and shows the Hindi result', async () => {
  const { user, type, check } = renderCheck();
  for (const [name, text] of Object.entries(fit)) await type(hi.fieldText[name as keyof typeof hi.fieldText].label, text);
  await user.selectOptions(screen.getByRole('combobox', { name: hi.dependants.label }), '2');
  await check();

  const heading = screen.getByRole('heading', { level: 2, name: fillTemplate(hi.text.total, { total: 100 }) });
  expect(heading).toBeInTheDocument();
  expect(screen.getByText(hi.text.eyebrow)).toBeInTheDocument();
  for (const area of hi.areas) {
    const card = screen.getByTestId(`fitness-area-${area.id}`);
    expect(within(card).getByRole('heading', { level: 3, name: area.name })).toBeInTheDocument();
    expect(within(card).getByText(hi.lightLabels.green)).toBeInTheDocument();
    expect(within(card).getByText(area.lookAt.green)).toBeInTheDocument();
    const insurance = within(card).queryByTestId(`fitness-insurance-${area.id}`);
    if (area.insurance) {
      // IRDAI's line word for word in English, marked as English, with its Hindi rendering beside it.
      expect(within(card).getByText(hi.insurance.solicitation.official)).toHaveAttribute('lang', 'en-IN');
      expect(insurance).toHaveTextContent(hi.insurance.solicitation.rendering ?? 'missing');
      expect(insurance).toHaveTextContent(formatRegulatoryDate(site.insurance.validTill, 'hi'));
      expect(insurance).toHaveTextContent(site.insurance.number);
    } else expect(insurance).toBeNull();
  }
  expect(screen.getByRole('link', { name: hi.formText.discuss })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: hi.share.label })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: hi.formText.print })).toBeInTheDocument();

  // The shared link's query names are the English page's.
  const names = [...new URLSearchParams(window.location.search).keys()].sort();
  expect(names).toEqual([...Object.keys(en.fields), 'dependants'].sort());
});
