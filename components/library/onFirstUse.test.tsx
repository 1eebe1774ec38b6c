import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { wordsFor } from '@/lib/i18n/words';
import { loadLibrary } from '@/lib/library';
import { SelfCheckIsland } from './SelfCheckIsland';
import { SelfCheckQuestions } from './SelfCheckQuestions';

const words = wordsFor('hi').library.selfCheck;
const questions = loadLibrary('hi').topics[0]?.selfCheck ?? [];

it('keeps the exported HTML until the visitor reaches the island, then swaps in the live one with their pick', async () => {
  const container = document.createElement('div');
  // What the server writes: the island's box around the rendered questions.
  container.innerHTML = `<div>${renderToString(<SelfCheckQuestions questions={questions} words={words} />)}</div>`;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <SelfCheckIsland questions={questions} words={words} />);
  });
  // Hydrated, and still the HTML: explanations in <details>, no Check button.
  expect(container.querySelectorAll('details')).toHaveLength(questions.length);
  expect(screen.queryByRole('button', { name: words.check })).toBeNull();

  const option = questions[0]?.options[0];
  const radio = screen.getAllByRole('radio', { name: option?.text })[0];
  if (!radio || !option) throw new Error('the first topic needs a self-check');
  radio.click();
  await act(async () => {
    fireEvent.focusIn(radio);
  });
  const group = await screen.findByRole('group', { name: questions[0]?.question });
  expect(within(group).getByRole('button', { name: words.check })).toBeInTheDocument();
  expect(within(group).getByRole('radio', { name: option.text })).toBeChecked();
  container.remove();
});
