// The contact request's fields and the rules a visitor's input must pass: the form and the Worker
// (worker/contact.ts) run exactly these, so a request the form lets through is never refused by the
// endpoint. The island imports this module, so it holds no visitor wording: messages arrive as words
// from content/contact.ts.
import type { Locale } from '../i18n/locale';
import { fillTemplate } from '../template';
import type { PhoneProblem } from '../phone';

/**
 * The site's own endpoint: the Worker in worker/ on the same origin, which stores each request in D1
 * before it answers 201 with a reference (content/contactEndpoint.ts has its settings).
 */
export const CONTACT_API_PATH = '/api/contact';

// In the order the form shows them: a call back needs only the first two.
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'service', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, exactly as typed (trimmed only when validated or sent). */
export type ContactValues = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * A request needs only a name and a phone number: that is all a call back takes (a form
 * that insisted on an e-mail address and a message lost visitors). E-mail and message are optional;
 * when given they are checked (a plain e-mail shape, the textarea's `maxlength` cap).
 */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * The `pattern` a browser checks with JavaScript off: deliberately lenient (an optional "+", then 8 to
 * 17 digits with spaces, hyphens, dots or brackets between them), so it never refuses a real number;
 * a digit is any script's (\p{Nd}), so a number typed on a Hindi or Tamil keyboard passes too;
 * 17 covers "00" and the 15 digits E.164 allows. Numbering plans cannot be written as one regular
 * expression, so once the island runs it is the judge (lib/phone.ts, on Google's libphonenumber
 * metadata) and its messages say what is wrong. Browsers compile `pattern` with the `v` flag and
 * anchor it.
 */
export const PHONE_PATTERN = String.raw`\s*\+?(?:[\s\-\.\(\)]*\p{Nd}){8,17}[\s\-\.\(\)]*`;
const lenientPhoneRegex = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

/** What the no-JavaScript form lets through; the island's own check is `phoneProblem` in lib/phone.ts. */
export function passesPhonePattern(value: string): boolean {
  return lenientPhoneRegex.test(value);
}

/** Why a non-empty phone number cannot be called back, or undefined: `phoneProblem` from lib/phone.ts. */
export type PhoneCheck = (value: string) => PhoneProblem | undefined;

/**
 * The messages `validateContact` gives, in the page's language (content/contact.ts and its Hindi twin):
 * each says how to fix, not just what is wrong.
 */
export type ContactValidationWords = {
  name: string;
  email: string;
  phoneMissing: string;
  /** "{max}" is the cap, MAX_MESSAGE_LENGTH. */
  messageTooLong: string;
  /** "{max}" is the field's cap (MAX_FIELD_LENGTHS): only a pasted block or a script goes past it. */
  tooLong: string;
  /** A tag such as <script> or an invisible control character: nothing a person types into a request. */
  characters: string;
  phone: Record<PhoneProblem, string>;
};

/**
 * The most each field may hold. The form and the Worker (worker/contact.ts) apply the same caps, so a
 * request the form lets through is never refused by the endpoint, and nothing larger is stored.
 */
export const MAX_FIELD_LENGTHS: Record<ContactField, number> = {
  name: 100,
  phone: 32,
  email: 254, // RFC 5321's limit on a forward path
  service: 100,
  message: MAX_MESSAGE_LENGTH,
};

// Control characters other than tab and line breaks (which a message may hold), and anything that
// opens an HTML tag ("<b", "</", "<!--", "<script"): neither is part of a request a person writes, and
// refusing them keeps them out of the firm's notification e-mail. A lone "<" ("returns < 5%") passes.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAG_OPENING = /<\s*[a-z!/?]/i;

// Characters that change how text displays without being seen: bidirectional overrides and isolates
// (a subject "Asha \u202Egnp.exe\u202C" reads "Asha exe.png"), zero-width space, the marks LRM/RLM,
// the line and paragraph separators (a line break to some mail clients) and the byte-order mark. A
// zero-width joiner or non-joiner is refused too unless it follows a letter or a vowel sign: Hindi
// spelling uses them inside words, never on their own.
const INVISIBLE_CHARACTER = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]|(?<![\p{L}\p{M}])[\u200C\u200D]/u;
// Half of a UTF-16 pair on its own: not text at all; stored, it becomes invalid UTF-8 in the database.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value) || TAG_OPENING.test(value) || INVISIBLE_CHARACTER.test(value) || LONE_SURROGATE.test(value);
}

/** A name has at least one letter in any script: "...", "123" or invisible characters alone are no name. */
export const hasLetter = (value: string): boolean => /\p{L}/u.test(value);

// Deliberately plain: something@domain.tld with no spaces. The mail server is the real judge; this
// only catches typing slips such as a missing "@" or ".com".
const emailRegex = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  return emailRegex.test(value.trim());
}

/**
 * Every rule at once; an empty object means the request can go, else each flagged field has its
 * message in the page's language (`words`). The phone rule is passed in so the numbering-plan data
 * loads only when needed.
 */
export function validateContact(values: ContactValues, phoneProblem: PhoneCheck, words: ContactValidationWords): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, problem] of Object.entries(contactProblems(values, phoneProblem)) as [ContactField, ContactProblem][]) {
    errors[field] = problemWords(problem, field, words);
  }
  return errors;
}

/** What is wrong with a field, as a code: the Worker answers with these, the form shows their words. */
export type ContactProblem = 'required' | 'email' | 'tooLong' | 'characters' | PhoneProblem;

/**
 * The rules themselves, without words: the form (validateContact) and the endpoint (worker/contact.ts)
 * both run exactly these. Each field gets its first problem only.
 */
export function contactProblems(values: ContactValues, phoneProblem: PhoneCheck): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (value.length > MAX_FIELD_LENGTHS[field]) problems[field] = 'tooLong';
    // Only the message may span lines: a line break anywhere else could forge an e-mail header.
    else if (hasForbiddenCharacters(value) || (field !== 'message' && /[\r\n\t]/.test(value))) problems[field] = 'characters';
  }
  if (!problems.name && !hasLetter(values.name)) problems.name = 'required';
  if (!problems.email && values.email.trim() && !isValidEmail(values.email)) problems.email = 'email';
  if (!problems.phone) {
    const phone = values.phone.trim();
    const problem = phone ? phoneProblem(phone) : 'required';
    if (problem) problems.phone = problem;
  }
  return problems;
}

function problemWords(problem: ContactProblem, field: ContactField, words: ContactValidationWords): string {
  switch (problem) {
    case 'required':
      return field === 'phone' ? words.phoneMissing : words.name;
    case 'email':
      return words.email;
    case 'tooLong':
      return field === 'message'
        ? fillTemplate(words.messageTooLong, { max: MAX_MESSAGE_LENGTH })
        : fillTemplate(words.tooLong, { max: MAX_FIELD_LENGTHS[field] });
    case 'characters':
      return words.characters;
    default:
      return words.phone[problem];
  }
}

/** The fields in the order the form shows them, for focusing the first invalid one. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** Reads the named fields of the form; a missing field reads as empty. */
export function readContactValues(data: FormData): ContactValues {
  const get = (field: ContactField) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { name: get('name'), email: get('email'), phone: get('phone'), service: get('service'), message: get('message') };
}

/**
 * The language the visitor wrote from, as the firm's staff read it in every request (JSON, email,
 * WhatsApp, and the no-JavaScript form's hidden field), so whoever calls back can answer in it.
 */
export const REQUEST_LANGUAGE: Record<Locale, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

/** What the firm receives: the visitor's words as typed (trimmed), and the language of the page they used. */
export type ContactPayload = ContactValues & { language: string };

/** What the firm receives: trimmed values, the phone written the way it was typed, and the page's language. */
export function contactPayload(values: ContactValues, locale: Locale): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim().replace(/\s+/g, ' '),
    service: values.service.trim(),
    message: values.message.trim(),
    language: REQUEST_LANGUAGE[locale],
  };
}
