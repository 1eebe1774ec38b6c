import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { loginTextFor } from '@/content/login';
import type { Locale } from '@/lib/locale';
import { ShowPasswordToggle } from './ShowPasswordToggle';

function LoginFields({ locale = 'en' }: { locale?: Locale }) {
  const text = loginTextFor(locale);
  return (
    <>
      <label htmlFor="pw">{text.passwordLabel}</label>
      <ShowPasswordToggle inputId="pw" label={text.showPassword} />
      <input id="pw" name="password" type="password" defaultValue="s3cret" />
    </>
  );
}

it('is absent from the HTML a browser without JavaScript gets', () => {
  expect(renderToString(<LoginFields />)).not.toContain('Show password');
});

it('reveals and hides the password, saying whether it is shown', async () => {
  const user = userEvent.setup();
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
  const user = userEvent.setup();
  const hi = loginTextFor('hi');
  render(<LoginFields locale="hi" />);
  const toggle = screen.getByRole('button', { name: hi.showPassword });
  await user.click(toggle);
  expect(screen.getByLabelText(hi.passwordLabel)).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
