import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { LOCALES } from '@/lib/locale';
import { libraryTopics } from '@/test/librarySearch';
import { SelfCheckQuestion, type SelfCheckWords } from './SelfCheckQuestion';

// TODO(merge): the words come from the library's content once it lands.
const words: SelfCheckWords = {
  check: 'Check',
  right: 'Right.',
  wrong: 'Not quite.',
  answerIs: 'The answer: {answer}.',
  chooseFirst: 'Choose an answer first.',
  showAnswers: 'Show the answers',
  rightOption: 'Right:',
  wrongOption: 'Wrong:',
};

describe.each(LOCALES)('a %s self-check question', (locale) => {
  const [topic] = libraryTopics(locale);
  const data = topic?.selfCheck[0];
  if (!data) throw new Error(`no self-check in the ${locale} library`);
  const right = data.options.find((option) => option.correct);
  const wrong = data.options.find((option) => !option.correct);
  if (!right || !wrong) throw new Error('a question needs a right and a wrong option');

  it('explains a right answer and announces it', async () => {
    const user = userEvent.setup();
    render(<SelfCheckQuestion number={1} data={data} words={words} />);
    const group = screen.getByRole('group', { name: `1. ${data.question}` });
    await user.click(within(group).getByRole('radio', { name: right.text }));
    await user.click(within(group).getByRole('button', { name: words.check }));
    expect(within(group).getByRole('status')).toHaveTextContent(`${words.right} ${right.why}`);
    for (const option of data.options) expect(group).toHaveTextContent(option.why);
  });

  it('explains a wrong answer, names the right one, and clears the verdict on a new pick', async () => {
    const user = userEvent.setup();
    render(<SelfCheckQuestion number={2} data={data} words={words} />);
    await user.click(screen.getByRole('radio', { name: wrong.text }));
    await user.click(screen.getByRole('button', { name: words.check }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`${words.wrong} ${wrong.why}`);
    expect(status).toHaveTextContent(words.answerIs.replace('{answer}', right.text));
    await user.click(screen.getByRole('radio', { name: right.text }));
    expect(status).toBeEmptyDOMElement();
  });

  it('asks for a pick before checking', async () => {
    render(<SelfCheckQuestion number={3} data={data} words={words} />);
    await userEvent.click(screen.getByRole('button', { name: words.check }));
    expect(screen.getByRole('status')).toHaveTextContent(words.chooseFirst);
  });

  it('holds every explanation in a <details> in the HTML, for a visitor without JavaScript', () => {
    const html = renderToString(<SelfCheckQuestion number={1} data={data} words={words} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const details = container.querySelector('details');
    expect(details?.querySelector('summary')).toHaveTextContent(words.showAnswers);
    for (const option of data.options) expect(details).toHaveTextContent(option.why);
    expect(container.querySelector('button')).toBeNull();
  });
});
