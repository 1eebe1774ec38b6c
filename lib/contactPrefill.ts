// A link to the contact page with the form's service and message filled in. The contact form reads
// `service` (a slug from content/services.ts; an unknown one is ignored) and `message` from its query
// string. Without that support the link still opens the contact page, so it works either way.

/** Query values longer than this are cut: some servers and mail apps refuse very long URLs. */
export const PREFILL_MESSAGE_MAX = 1500;

/**
 * `contactPath` is the contact page in the linking page's language (`pathTo('/contact/', locale)`, so
 * "/hi/contact/" from a Hindi page); the query is the same in both, so the form prefills alike.
 */
export function contactPrefillHref<P extends `/${string}` = '/contact/'>(
  serviceSlug: string,
  message: string,
  contactPath: P = '/contact/' as P,
): `${P}?${string}` {
  const params = new URLSearchParams({ service: serviceSlug, message: message.slice(0, PREFILL_MESSAGE_MAX) });
  return `${contactPath}?${params.toString()}`;
}
