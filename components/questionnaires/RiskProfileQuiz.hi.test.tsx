import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { riskProfileQuizFor } from '@/lib/questionnaires/riskProfileQuiz';
import { wordsFor } from '@/lib/i18n/words';
import { RISKOMETER_LEVELS, maxScore, riskQuery } from '@/lib/questionnaires/riskProfile';
import { fillTemplate } from '@/lib/template';
import { RiskProfileQuiz } from './RiskProfileQuiz';

// The questionnaire on the Hindi page: the same component with the Hindi words as props. Every
// expected word is read from content/hi (through riskProfileWordsFor), never pinned here.

const hi = riskProfileQuizFor('hi');
const en = riskProfileQuizFor('en');
const words = wordsFor('hi').riskProfile;

function renderQuiz(search = '') {
  window.history.replaceState(null, '', `/hi/tools/risk-profile/${search}`);
  const user = userEvent.setup({ delay: null });
  render(<RiskProfileQuiz {...hi} />);
  return { user, group: (index: number) => screen.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) }) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('asks every question and answer in Hindi, with Hindi progress', async () => {
  const { user, group } = renderQuiz();
  for (const [index, question] of hi.questions.entries()) {
    expect(group(index)).toHaveAccessibleName(`${index + 1}. ${question.legend}`);
    for (const option of question.options) expect(within(group(index)).getByRole('radio', { name: option.label })).toBeInTheDocument();
  }
  await user.click(within(group(0)).getAllByRole('radio')[1] as HTMLElement);
  expect(
    screen.getByRole('progressbar', { name: fillTemplate(hi.quizText.progress, { answered: 1, total: hi.questions.length }) }),
  ).toHaveValue(1);
});

it('flags an unanswered question in Hindi', async () => {
  const { user, group } = renderQuiz();
  await user.click(screen.getByRole('button', { name: hi.quizText.submit }));
  expect(within(group(0)).getByText(hi.quizText.unanswered)).toBeInTheDocument();
});

it('answers every question and shows the Hindi result, scored as in English', async () => {
  const { user, group } = renderQuiz();
  // The middle answer everywhere: 2 points a question, the Moderate band.
  for (const [index, question] of hi.questions.entries())
    await user.click(within(group(index)).getByRole('radio', { name: question.options[2]?.label }));
  await user.click(screen.getByRole('button', { name: hi.quizText.submit }));

  const heading = screen.getByRole('heading', { level: 2, name: words.bands.moderate.name });
  expect(heading).toHaveAttribute('data-testid', 'risk-profile-name');
  expect(screen.getByText(words.text.result.eyebrow)).toBeInTheDocument();
  expect(screen.getByTestId('risk-profile-score')).toHaveTextContent(String(2 * hi.questions.length));
  expect(maxScore(hi.questions)).toBe(maxScore(en.questions));
  expect(screen.getByRole('heading', { level: 3, name: words.text.result.riskometerHeading })).toBeInTheDocument();

  // The riskometer in AMFI's Hindi, the band's levels marked in Hindi.
  const band = hi.bands.find((b) => b.id === 'moderate');
  const scale = within(screen.getByRole('figure')).getAllByRole('listitem');
  expect(scale.map((li) => li.textContent)).toEqual(
    RISKOMETER_LEVELS.map((level) =>
      band?.riskometer.includes(level) ? `${words.levelNames[level]} ${words.text.result.markedLevel}` : words.levelNames[level],
    ),
  );

  // The shared link carries the same query as the English page's would.
  const answers = Object.fromEntries(hi.questions.map((q) => [q.id, 2]));
  expect(window.location.search).toBe(`?${riskQuery(en.questions, answers)}`);

  // The actions under the result, in Hindi; the message the firm receives names the Hindi band.
  const link = screen.getByRole('link', { name: hi.quizText.discuss });
  expect(new URLSearchParams(link.getAttribute('href')?.split('#')[1]).get('message')).toContain(words.bands.moderate.name);
  expect(screen.getByRole('button', { name: hi.share.label })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: hi.quizText.print })).toBeInTheDocument();
});

it('notes unreadable link answers in Hindi', () => {
  renderQuiz('?age=banana&horizon=99&fall=2');
  expect(screen.getByRole('note')).toHaveTextContent(fillTemplate(hi.quizText.rejectedMany, { count: 2 }));
});
