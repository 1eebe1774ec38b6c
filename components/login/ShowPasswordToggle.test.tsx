import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { wordsFor } from '@/lib/i18n/words';
import type { Locale } from '@/lib/i18n/locale';
import { ShowPasswordToggle } from './ShowPasswordToggle';

function LoginFields({ locale = 'en' }: { locale?: Locale }) {
  const text = wordsFor(locale).login;
  return (
    <>
      <label htmlFor="pw">{text.passwordLabel}</label>
      <ShowPasswordToggle inputId="pw" label={text.showPassword} />
      <input id="pw" name="password" type="password" defaultValue="s3cret" />
    </>
  );
}

it('keeps its place in the HTML a browser gets before (or without) JavaScript, invisible and inert', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginFields />);
  const toggle = container.querySelector('button');
  // Its place is held from the first paint (no layout shift when the script runs); CSS hides it meanwhile.
  expect(toggle).toHaveAttribute('data-pending');
  expect(toggle).toBeDisabled();
  expect(toggle).toHaveTextContent(wordsFor('en').login.showPassword);
});

it('shows itself once its script runs', () => {
  render(<LoginFields />);
  const toggle = screen.getByRole('button', { name: wordsFor('en').login.showPassword });
  expect(toggle).not.toHaveAttribute('data-pending');
  expect(toggle).toBeEnabled();
});

it('reveals and hides the password, saying whether it is shown', async () => {
  const user = userEvent.setup({ delay: null });
  render(<LoginFields />);
  const input = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Each press flips both the box's type and the button's pressed state, and never loses what was typed.
  for (const [type, pressed] of [
    ['text', 'true'],
    ['password', 'false'],
  ] as const) {
    await user.click(toggle);
    expect(input).toHaveAttribute('type', type);
    expect(toggle).toHaveAttribute('aria-pressed', pressed);
  }
  expect(input).toHaveValue('s3cret');
});

it('says its words in the language it is given', async () => {
  const user = userEvent.setup({ delay: null });
  const hi = wordsFor('hi').login;
  render(<LoginFields locale="hi" />);
  const toggle = screen.getByRole('button', { name: hi.showPassword });
  await user.click(toggle);
  expect(screen.getByLabelText(hi.passwordLabel)).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
