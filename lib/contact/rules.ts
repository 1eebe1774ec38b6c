// The contact request: its fields, the rules a visitor's input must pass, and the two ways a static
// site can deliver it (a form service that accepts JSON, or the visitor's own email app). The island
// imports this module, so it holds no visitor wording: messages arrive as words from content/contact.ts.
import type { Locale } from '../locale';
import { fillTemplate } from '../template';
import type { PhoneProblem } from '../phone';

// In the order the form shows them: a call back needs only the first two.
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'service', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, exactly as typed (trimmed only when validated or sent). */
export type ContactValues = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * A request needs only a name and a phone number: that is all a call back takes (issue 26: a form
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
export const REQUEST_LANGUAGE: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

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

type MailtoParts = { to: string; subject?: string; body?: string };

/**
 * A mailto: URL per RFC 6068: every header value percent-encoded (so "&", "?", "#", "%" and "+"
 * survive), spaces as %20 rather than "+" (mail apps would show the "+"), and line breaks as %0D%0A.
 */
export function buildMailto({ to, subject, body }: MailtoParts): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
  const query = [subject !== undefined ? `subject=${encode(subject)}` : '', body !== undefined ? `body=${encode(body)}` : '']
    .filter(Boolean)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** The subject of the email a browser without JavaScript writes from the form (its body is the browser's). */
export const MAIL_SUBJECT = 'Request from the website';

/**
 * The words of a request written out for the visitor to send (their email app, WhatsApp), in the
 * page's language: the visitor reads the draft before sending it (content/contact.ts, `draft`, and its
 * Hindi twin). The language line stays in English: it is for the firm's staff.
 */
export type ContactDraftWords = {
  subject: string;
  /** The subject's ending when no service was chosen. */
  generalEnquiry: string;
  labels: Record<ContactField, string>;
  notGiven: string;
  notSpecified: string;
  /** The message when the visitor wrote none (a call-back request). */
  noMessage: string;
};

/**
 * What a request written out says, for the email app and for WhatsApp alike: labelled in the page's
 * language (`words`), with the visitor's own words unchanged and, for the firm, the language they
 * wrote from.
 */
export function contactRequestText(values: ContactValues, locale: Locale, words: ContactDraftWords): string {
  const v = contactPayload(values, locale);
  const { labels } = words;
  return [
    `${labels.name}: ${v.name}`,
    `${labels.email}: ${v.email || words.notGiven}`,
    `${labels.phone}: ${v.phone}`,
    `${labels.service}: ${v.service || words.notSpecified}`,
    `Language: ${v.language}`,
    '',
    `${labels.message}:`,
    v.message || words.noMessage,
  ].join('\n');
}

/** The subject line and body of the email a request becomes when it goes through the visitor's email app. */
export function contactEmail(values: ContactValues, locale: Locale, words: ContactDraftWords): { subject: string; body: string } {
  const v = contactPayload(values, locale);
  return { subject: `${words.subject}: ${v.service || words.generalEnquiry}`, body: contactRequestText(values, locale, words) };
}

export function contactMailto(firmEmail: string, values: ContactValues, locale: Locale, words: ContactDraftWords): string {
  return buildMailto({ to: firmEmail, ...contactEmail(values, locale, words) });
}

/**
 * The site's own endpoint (issue 33): the Worker in worker/ on the same origin, which stores each
 * request in D1 before it answers 201 with a reference (content/contactEndpoint.ts has its settings).
 */
export const CONTACT_API_PATH = '/api/contact';

/** Where the form may send: a form service's https URL, or the site's own endpoint. */
export type ContactEndpoint = `https://${string}` | typeof CONTACT_API_PATH;

export type Delivery = { kind: 'endpoint'; url: string; firstParty: boolean } | { kind: 'mailto' };

/**
 * How a submitted form is delivered, decided by the form's `action`: the site's own endpoint, or an
 * https URL of a form service that takes JSON; anything else (the `mailto:` the page renders when no
 * endpoint is configured) means the visitor's email app. The page renders the action and the island
 * sends by the same prop, so what happens with JavaScript on and off is decided by one value.
 */
export function deliveryFor(action: string | null): Delivery {
  if (action === CONTACT_API_PATH) return { kind: 'endpoint', url: action, firstParty: true };
  if (action && /^https:\/\//i.test(action)) return { kind: 'endpoint', url: action, firstParty: false };
  return { kind: 'mailto' };
}

/** `reference`: what the site's own endpoint answers with ("KPR-482"); a form service gives none. */
export type SubmitResult =
  { ok: true; reference?: string } | { ok: false; reason: 'server'; status: number } | { ok: false; reason: 'network' };

export const SUBMIT_TIMEOUT_MS = 20_000;

/**
 * POSTs the request as JSON. Form services (Formspree, Basin, Getform and the like) answer JSON
 * clients with a 2xx on success; the site's own endpoint answers 201 with `{ reference }`. Anything
 * else is reported, never thrown, so the caller can keep the visitor's text and offer the other ways.
 * `idempotencyKey` goes in the `Idempotency-Key` header (the IETF draft's name): the caller sends the
 * same key again when it retries the same request, so the endpoint stores it once.
 */
export async function submitContact(
  url: string,
  values: ContactValues,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
  idempotencyKey?: string,
): Promise<SubmitResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(contactPayload(values, locale)),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SUBMIT_TIMEOUT_MS) : undefined,
    });
    if (!response.ok) return { ok: false, reason: 'server', status: response.status };
    return { ok: true, reference: await referenceIn(response) };
  } catch {
    // fetch rejects on network failure, CORS refusal and timeout alike: all mean "did not arrive".
    return { ok: false, reason: 'network' };
  }
}

/** The reference in a 2xx answer's JSON body, if it has one (a form service's body is its own). */
async function referenceIn(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const reference = typeof body === 'object' && body !== null ? (body as { reference?: unknown }).reference : undefined;
    return typeof reference === 'string' && /^[A-Z]{3}-\d{3}$/.test(reference) ? reference : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a build delivers to: the build's CONTACT_FORM_ENDPOINT when set (so one tree can be exported
 * in either mode, as the e2e suite does), else `configured` from content/site.ts. Either is the site's
 * own endpoint (CONTACT_API_PATH) or a form service's https URL. Checked when the site is built, so a
 * mistyped value fails the build instead of a visitor's request; a form service's URL also goes into
 * the Content-Security-Policy, which cannot hold whitespace, ";" or ",".
 */
export function contactEndpointFromEnv(fromEnv: string | undefined, configured: ContactEndpoint | null): ContactEndpoint | null {
  const value = fromEnv?.trim();
  if (!value) return configured;
  if (value === CONTACT_API_PATH) return CONTACT_API_PATH;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below, with what to write instead.
  }
  if (url?.protocol !== 'https:') throw new Error(`CONTACT_FORM_ENDPOINT must be an https:// URL, not "${value}"`);
  if (/[\s;,']/.test(url.href)) throw new Error(`CONTACT_FORM_ENDPOINT cannot go into a Content-Security-Policy: "${value}"`);
  return url.href as `https://${string}`;
}

/**
 * The form's `action`: the configured form service, or else a mailto: to the firm (used as it is by a
 * browser without JavaScript, which sends the fields as the body of an email with this subject).
 */
export function contactFormAction(endpoint: string | null, firmEmail: string): string {
  return endpoint ?? buildMailto({ to: firmEmail, subject: MAIL_SUBJECT });
}

/** The longest message a link may prefill: enough for a questionnaire's summary, short of the form's own cap. */
export const MAX_PREFILL_MESSAGE_LENGTH = 600;

export type ContactPrefill = { service?: string; message?: string };

/**
 * What a link such as `/contact/?service=mutual-funds&message=...` (or the same after /hi/) asks the
 * form to show: `service` is a service's slug (content/services.ts), turned into the option's value; `message` is plain text
 * with control characters dropped (line breaks kept) and cut at a word within the cap. Anything
 * unknown, empty or malformed is simply ignored: a junk link shows the empty form, never an error.
 */
export function contactPrefill(search: string, services: readonly ServiceOption[]): ContactPrefill {
  const params = new URLSearchParams(search);
  const prefill: ContactPrefill = {};
  const slug = params.get('service')?.trim().toLowerCase();
  const service = slug ? services.find((s) => s.slug === slug) : undefined;
  if (service) prefill.service = service.value;

  const raw = params.get('message');
  if (raw) {
    let message = raw
      .replace(/\r\n?/g, '\n')
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      .trim();
    if (message.length > MAX_PREFILL_MESSAGE_LENGTH) {
      const cut = message.slice(0, MAX_PREFILL_MESSAGE_LENGTH);
      const lastSpace = cut.search(/\s\S*$/);
      message = `${(lastSpace > MAX_PREFILL_MESSAGE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
    }
    if (message) prefill.message = message;
  }
  return prefill;
}

/**
 * A choice in the form's service select: the slug links use, the label the visitor reads (in the
 * page's language), and the value the firm receives (the service's English name in both editions,
 * so the firm's staff read every request alike).
 */
export type ServiceOption = { slug: string; label: string; value: string };
