import type { Locale } from '@/lib/locale';
import { loginText as hindi } from './hi/login';
import { specStrings } from './specStrings';

// The login page's words (/login/ and /hi/login/). Only the words change with the language: the form
// posts the same fields, names and values to the provider in both (components/pages/LoginPage.tsx).

export type LoginText = {
  subtitle: string;
  usernameLabel: string;
  usernamePlaceholder: string;
  passwordLabel: string;
  /** The show-password button (an island: the words arrive as a prop). */
  showPassword: string;
  forgotPassword: string;
  /** The submit button's words; what it posts (log_submit=Login) is the provider's and never changes. */
  submit: string;
  submitTitle: string;
  /** "{host}" is the provider's host, "{contact}" a link to the contact page (`contactLink`), "{phone}" the firm's phone link. */
  note: string;
  contactLink: string;
};

export const loginTextEnglish: LoginText = {
  subtitle: specStrings.loginSubtitle.text,
  usernameLabel: 'Email',
  usernamePlaceholder: 'you@example.com',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  forgotPassword: 'Forgot password?',
  submit: specStrings.loginButton.text,
  submitTitle: specStrings.loginButtonTitle.text,
  note: 'Your email and password go straight to {host}, the secure client portal of our back-office provider; this site never sees them. Not yet a client, or need help? {contact} or call {phone}.',
  contactLink: 'Contact us',
};

/** The login page's words in the page's language. */
export function loginTextFor(locale: Locale): LoginText {
  return locale === 'hi' ? hindi : loginTextEnglish;
}
