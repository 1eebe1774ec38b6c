import type { LoginText } from '../login';
import { specStrings } from '../specStrings';

// The login page in English: the words the spec quotes come from its record.
export const loginText: LoginText = {
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
