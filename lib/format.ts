import type { PostalAddress } from '@/content/types';

/** One-line postal address, as written on an Indian envelope. */
export function formatAddress(address: PostalAddress): string {
  return [address.line1, address.line2, address.locality, `${address.city} ${address.pincode}`, address.state, address.country]
    .filter(Boolean)
    .join(', ');
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2027-01-29" -> "29-Jan-2027", the form regulators and the spec use. */
export function formatRegulatoryDate(isoDate: string): string {
  const parts = longDate.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}
