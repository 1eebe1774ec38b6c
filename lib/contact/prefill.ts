// Links that lead to the firm with words filled in: the contact form with a service and a message, and
// WhatsApp; and the form's reading of such a link. Kept apart from the form's rules and delivery so the
// site-wide action bar does not carry them. The words (the call-back request, the WhatsApp greeting)
// come from content/ in the page's language.

/**
 * The longest message a link carries and the form takes from one: enough for a questionnaire's
 * summary, short of the form's own cap, and far short of the URL lengths some servers and mail apps
 * refuse.
 */
export const MAX_PREFILL_MESSAGE_LENGTH = 600;

/**
 * A message within MAX_PREFILL_MESSAGE_LENGTH: a longer one is cut at a word, with "…" marking the
 * cut. Cutting what was already cut changes nothing, so the link and the form agree.
 */
function clipPrefillMessage(message: string): string {
  if (message.length <= MAX_PREFILL_MESSAGE_LENGTH) return message;
  const cut = message.slice(0, MAX_PREFILL_MESSAGE_LENGTH - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > MAX_PREFILL_MESSAGE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The contact page's address with a service (by slug) to preselect and a message to prefill, either
 * optional: `/contact/?service=<slug>#message=<text>`. `contactPath` is the contact page in the linking
 * page's language (`pathTo('/contact/', locale)`), and the rest is the same in every language, so the
 * form prefills alike. The message travels in the fragment because it may be the visitor's own (a
 * questionnaire's summary of their answers): a query reaches the host's logs with the page's request,
 * a fragment never leaves the browser. The slug names one of the firm's services, nothing of the
 * visitor's, and stays in the query. Without the form's support the link still opens the contact page.
 */
export function contactHrefFor(contactPath: `/${string}`, slug?: string, message?: string): `/${string}` {
  const query = slug ? `?${new URLSearchParams({ service: slug })}` : '';
  const fragment = message ? `#${new URLSearchParams({ message: clipPrefillMessage(message) })}` : '';
  return `${contactPath}${query}${fragment}`;
}

/**
 * A choice in the form's service select: the slug links use, the label the visitor reads (in the
 * page's language), and the value the firm receives (the service's English name in every edition,
 * so the firm's staff read every request alike).
 */
export type ServiceOption = { slug: string; label: string; value: string };

export type ContactPrefill = { service?: string; message?: string };

/** The part of a page's address a contact link fills: `window.location`, or a `URL`. */
export type ContactAddress = Pick<URL, 'search' | 'hash'>;

/** The fragment's `name=value` pairs, read as a query is (URLSearchParams would keep the "#" in the first name). */
function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/**
 * True when the fragment carries a message (`#message=...`, even an empty or junk one): an address
 * the form should take it out of once read, so a reload or a copied address does not carry it again.
 */
export function fragmentCarriesMessage(hash: string): boolean {
  return fragmentParams(hash).has('message');
}

/**
 * What a link such as `/contact/?service=mutual-funds#message=...` (or the same after a language's
 * prefix) asks the form to show: `service`, from the query, is a service's slug (content/services.ts),
 * turned into the option's value; `message`, from the fragment, is plain text with control characters
 * dropped (line breaks kept), clipped like the links'. Links made before the message moved to the
 * fragment (bookmarks, messages already sent) carry it as `?message=...`, still read; when both are
 * there the fragment's is the newer and wins. Anything unknown, empty or malformed is simply ignored: a
 * junk link shows the empty form, never an error.
 */
export function contactPrefill(address: ContactAddress, services: readonly ServiceOption[]): ContactPrefill {
  const query = new URLSearchParams(address.search);
  const prefill: ContactPrefill = {};
  const slug = query.get('service')?.trim().toLowerCase();
  const service = slug ? services.find((s) => s.slug === slug) : undefined;
  if (service) prefill.service = service.value;

  const raw = fragmentParams(address.hash).get('message') ?? query.get('message');
  if (raw) {
    const message = clipPrefillMessage(
      raw
        .replace(/\r\n?/g, '\n')
        .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
        .trim(),
    );
    if (message) prefill.message = message;
  }
  return prefill;
}

/**
 * A plain WhatsApp "click to chat" link (https://wa.me/<number>?text=...): the number in
 * international form without "+" or spaces, the text percent-encoded. Nothing is sent to WhatsApp
 * until the visitor taps it.
 */
export function whatsappHref(e164: string, message: string): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
