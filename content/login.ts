// The type of the login page's words (/login/ and /hi/login/; each language's in content/<locale>/login.ts). Only the words change with the language: the form
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
