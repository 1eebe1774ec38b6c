import { render } from '@testing-library/react';
import { wordsFor } from '@/lib/i18n/words';
import { LOGIN_ACTION } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { LoginPage } from './LoginPage';

/** What the browser posts, and where: the form's action and method, and each control's name, type and fixed value. */
function postedForm(locale: Locale) {
  const { container, unmount } = render(<LoginPage locale={locale} />);
  const form = container.querySelector('form');
  const controls = Array.from(form?.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button, select, textarea') ?? [])
    .filter((control) => control.name)
    .map((control) => ({
      name: control.name,
      type: control.type,
      value: control instanceof HTMLButtonElement || control.type === 'hidden' ? control.value : '',
      required: control instanceof HTMLInputElement && control.required,
      autocomplete: control.getAttribute('autocomplete'),
    }));
  const result = { action: form?.getAttribute('action'), method: form?.getAttribute('method'), enctype: form?.enctype, controls };
  unmount();
  return result;
}

it('posts exactly the same fields, names, values, action and method to the provider in Hindi as in English', () => {
  const english = postedForm('en');
  expect(english.action).toBe(LOGIN_ACTION);
  expect(english.method).toBe('post');
  expect(english.controls.map((control) => control.name)).toEqual(['username', 'password', 'log_submit']);
  expect(english.controls.find((control) => control.name === 'log_submit')?.value).toBe('Login');
  expect(postedForm('hi')).toEqual(english);
});

it("shows the Hindi page's words, and links to the Hindi contact page", () => {
  const hi = wordsFor('hi').login;
  const { getByLabelText, getByRole } = render(<LoginPage locale="hi" />);
  expect(getByLabelText(hi.usernameLabel)).toHaveAttribute('name', 'username');
  expect(getByLabelText(hi.passwordLabel)).toHaveAttribute('name', 'password');
  expect(getByRole('button', { name: hi.submit })).toHaveAttribute('value', 'Login');
  expect(getByRole('link', { name: hi.contactLink })).toHaveAttribute('href', expect.stringMatching(/\/hi\/contact\/$/));
  expect(getByRole('link', { name: hi.forgotPassword })).toBeInTheDocument();
});
