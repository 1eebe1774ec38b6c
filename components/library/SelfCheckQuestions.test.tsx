import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { wordsFor } from '@/lib/i18n/words';
import { loadLibrary } from '@/lib/library';
import { SelfCheckQuestions } from './SelfCheckQuestions';

const words = wordsFor('en').library.selfCheck;
const topic = loadLibrary('en').topics.find((t) => t.slug === 'nav');
const questions = topic?.selfCheck ?? [];

it('keeps the option picked, and the focus, in the exported HTML before the code arrived', () => {
  const html = document.createElement('div');
  html.innerHTML = renderToString(<SelfCheckQuestions questions={questions} words={words} />);
  document.body.append(html);
  const second = html.querySelectorAll('fieldset')[1]?.querySelectorAll('input')[1];
  if (!second) throw new Error('the nav topic needs two questions of two options');
  second.checked = true;
  second.focus();
  render(<SelfCheckQuestions questions={questions} words={words} html={html} />);
  html.remove();
  const group = screen.getByRole('group', { name: questions[1]?.question });
  const picked = within(group).getByRole('radio', { name: questions[1]?.options[1]?.text });
  expect(picked).toBeChecked();
  expect(picked).toHaveFocus();
  expect(screen.getAllByRole('button', { name: words.check })).toHaveLength(questions.length);
});
