// How the form delivers a request: the site's own endpoint or a form service that takes JSON (with a
// timeout), or the visitor's email app, decided by the form's action, which the build reads from its
// configuration.
import type { Locale } from '../i18n/locale';
import { buildMailto, MAIL_SUBJECT } from './draft';
import { CONTACT_API_PATH, contactPayload, type ContactValues } from './rules';

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

const SUBMIT_TIMEOUT_MS = 20_000;

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
