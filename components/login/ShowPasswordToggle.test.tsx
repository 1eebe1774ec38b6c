import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ShowPasswordToggle } from './ShowPasswordToggle';

function LoginFields() {
  return (
    <>
      <label htmlFor="pw">Password</label>
      <ShowPasswordToggle inputId="pw" />
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
