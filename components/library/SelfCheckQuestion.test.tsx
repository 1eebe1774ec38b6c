import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { wordsFor } from '@/lib/i18n/words';
import { loadLibrary } from '@/lib/library';
import { LOCALES } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/template';
import { SelfCheckQuestion } from './SelfCheckQuestion';

describe.each(LOCALES)('a %s self-check question', (locale) => {
  const words = wordsFor(locale).library.selfCheck;
  const [topic] = loadLibrary(locale).topics;
  const data = topic?.selfCheck[0];
  if (!data) throw new Error(`no self-check in the ${locale} library`);
  const right = data.options.find((option) => option.correct);
  const wrong = data.options.find((option) => !option.correct);
  if (!right || !wrong) throw new Error('a question needs a right and a wrong option');

  it('explains a right answer and moves focus to the verdict, which is how it is announced', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelfCheckQuestion data={data} words={words} />);
    const group = screen.getByRole('group', { name: data.question });
    await user.click(within(group).getByRole('radio', { name: right.text }));
    await user.click(within(group).getByRole('button', { name: words.check }));
    const verdict = within(group).getByTestId('self-check-verdict');
    expect(verdict).toHaveTextContent(`${words.correct} ${right.why}`);
    await waitFor(() => expect(verdict).toHaveFocus());
    // Announced once, by the focus: not a live region as well.
    expect(verdict).not.toHaveAttribute('aria-live');
    expect(verdict).not.toHaveAttribute('role');
    for (const option of data.options) expect(group).toHaveTextContent(option.why);
  });

  it('explains a wrong answer, names the right one, and clears the verdict on a new pick', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelfCheckQuestion data={data} words={words} />);
    await user.click(screen.getByRole('radio', { name: wrong.text }));
    await user.click(screen.getByRole('button', { name: words.check }));
    const status = screen.getByTestId('self-check-verdict');
    expect(status).toHaveTextContent(`${words.incorrect} ${wrong.why}`);
    expect(status).toHaveTextContent(fillTemplate(words.answerIs, { answer: right.text }));
    await user.click(screen.getByRole('radio', { name: right.text }));
    expect(status).toBeEmptyDOMElement();
  });

  it('asks for a pick before checking', async () => {
    render(<SelfCheckQuestion data={data} words={words} />);
    await userEvent.click(screen.getByRole('button', { name: words.check }));
    expect(screen.getByTestId('self-check-verdict')).toHaveTextContent(words.chooseFirst);
    await waitFor(() => expect(screen.getByTestId('self-check-verdict')).toHaveFocus());
  });

  it('holds every explanation in a <details> in the HTML, for a visitor without JavaScript', () => {
    const html = renderToString(<SelfCheckQuestion data={data} words={words} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const details = container.querySelector('details');
    expect(details?.querySelector('summary')).toHaveTextContent(words.showAnswer);
    for (const option of data.options) expect(details).toHaveTextContent(option.why);
    expect(container.querySelector('button')).toBeNull();
  });
});
