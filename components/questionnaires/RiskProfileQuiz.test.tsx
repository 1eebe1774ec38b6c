import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { riskBands, riskProfileQuiz, riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import { RISKOMETER_LEVELS, maxScore } from '@/lib/questionnaires/riskProfile';
import { RiskProfileQuiz } from './RiskProfileQuiz';

const PAGE = '/tools/risk-profile/';

function renderQuiz(search = '') {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  const user = userEvent.setup({ delay: null });
  render(<RiskProfileQuiz {...riskProfileQuiz} />);
  return {
    user,
    group: (index: number) => screen.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) }),
    submit: () => user.click(screen.getByRole('button', { name: 'See my profile' })),
  };
}

/** Picks, in every question, the option with the most (or fewest) points. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, pick: 'boldest' | 'cautious') {
  for (const [index, question] of riskQuestions.entries()) {
    const points = question.options.map((o) => o.points as number);
    const target = pick === 'boldest' ? Math.max(...points) : Math.min(...points);
    const option = question.options[points.indexOf(target)];
    const group = screen.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
    await user.click(within(group).getByRole('radio', { name: option?.label }));
  }
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('asks each question as a fieldset with a legend and one radio per answer', () => {
  const { group } = renderQuiz();
  expect(screen.getAllByRole('group')).toHaveLength(riskQuestions.length);
  for (const [index, question] of riskQuestions.entries()) {
    expect(group(index)).toHaveAccessibleName(`${index + 1}. ${question.legend}`);
    expect(within(group(index)).getAllByRole('radio')).toHaveLength(question.options.length);
  }
});

it('shows progress as questions are answered', async () => {
  const { user, group } = renderQuiz();
  expect(screen.getByText(`Answered 0 of ${riskQuestions.length}`)).toBeInTheDocument();
  await user.click(within(group(0)).getAllByRole('radio')[1] as HTMLElement);
  await user.click(within(group(4)).getAllByRole('radio')[2] as HTMLElement);
  expect(screen.getByRole('progressbar', { name: `Answered 2 of ${riskQuestions.length}` })).toHaveValue(2);
});

it('flags unanswered questions and moves focus to the first of them', async () => {
  const { user, group, submit } = renderQuiz();
  await user.click(within(group(0)).getAllByRole('radio')[0] as HTMLElement);
  await submit();
  expect(within(group(1)).getAllByRole('radio')[0]).toHaveFocus();
  expect(within(group(1)).getByText('Choose an answer to this question.')).toBeInTheDocument();
  expect(within(group(0)).queryByText('Choose an answer to this question.')).toBeNull();
  expect(screen.queryByTestId('risk-profile-name')).toBeNull();
});

it('gives Conservative for every most cautious answer, with a link to discuss it', async () => {
  const { user, submit } = renderQuiz();
  await answerAll(user, 'cautious');
  await submit();
  expect(screen.getByTestId('risk-profile-name')).toHaveTextContent('Conservative');
  expect(screen.getByTestId('risk-profile-score')).toHaveTextContent('0');
  const link = screen.getByRole('link', { name: 'Discuss this with us' });
  const url = new URL(link.getAttribute('href') ?? '', 'https://example.com');
  expect(url.searchParams.get('service')).toBe(riskProfileQuiz.discussService);
  // The visitor's result travels in the fragment, which never leaves the browser (contactHrefFor).
  expect(new URLSearchParams(url.hash.slice(1)).get('message')).toMatch(/Conservative \(score 0 of 40\)/);
  expect(window.location.search).toBe(`?${riskQuestions.map((q) => `${q.id}=0`).join('&')}`);
});

it('gives Aggressive for every boldest answer and follows later changes in the address bar', async () => {
  const { user, group, submit } = renderQuiz();
  await answerAll(user, 'boldest');
  await submit();
  expect(screen.getByTestId('risk-profile-name')).toHaveTextContent('Aggressive');
  await user.click(within(group(0)).getAllByRole('radio')[0] as HTMLElement);
  expect(screen.getByTestId('risk-profile-score')).toHaveTextContent('36');
  expect(new URLSearchParams(window.location.search).get('age')).toBe('0');
});

it('restores the result from a shared link', () => {
  renderQuiz(`?${riskQuestions.map((q) => `${q.id}=2`).join('&')}`);
  expect(screen.getByTestId('risk-profile-name')).toHaveTextContent('Moderate');
  expect(within(screen.getAllByRole('group')[0] as HTMLElement).getAllByRole('radio')[2]).toBeChecked();
});

it('shows the band’s categories with their typical levels and the levels people often consider, with no mix', () => {
  renderQuiz(`?${riskQuestions.map((q) => `${q.id}=2`).join('&')}`);
  const band = riskBands.find((b) => b.id === 'moderate');
  const { text, categoryNames, typicalRiskometer } = riskProfileQuiz;
  const items = within(screen.getByTestId('risk-profile-categories')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(
    band?.categories.map(
      (c) => `${categoryNames[c]} ${text.categoryTypical.replace('{levels}', typicalRiskometer[c].join(text.typicalJoin))}`,
    ),
  );
  expect(screen.getByRole('heading', { level: 3, name: text.riskometerHeading })).toBeInTheDocument();
  expect(screen.getByText(text.riskometerCaption.replace('{levels}', band?.riskometer.join(text.levelJoin) ?? ''))).toBeInTheDocument();
  const scale = within(screen.getByRole('figure')).getAllByRole('listitem');
  expect(scale.map((li) => li.textContent)).toEqual(
    RISKOMETER_LEVELS.map((level) => ((band?.riskometer as readonly string[]).includes(level) ? `${level} ${text.markedLevel}` : level)),
  );
  const total = riskQuestions.reduce((sum, q) => sum + (q.options[2]?.points ?? NaN), 0);
  expect(screen.getByTestId('risk-profile-score').parentElement).toHaveTextContent(
    text.score
      .replace('{score}', String(total))
      .replace('{max}', String(maxScore(riskQuestions)))
      .replace('{min}', String(band?.min))
      .replace('{bandMax}', String(band?.max)),
  );
  expect(screen.queryByText(/mix|usually suit|equity \/ debt/i)).toBeNull();
});

it('opens a link with junk as a blank questionnaire with a note, never an error', () => {
  renderQuiz('?age=banana&horizon=99&fall=2');
  expect(screen.getByRole('note')).toHaveTextContent('2 questions are left blank');
  expect(screen.queryByTestId('risk-profile-name')).toBeNull();
  expect(screen.getByText(`Answered 1 of ${riskQuestions.length}`)).toBeInTheDocument();
});
