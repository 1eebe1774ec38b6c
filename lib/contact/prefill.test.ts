import { contactPrefill } from './rules';
import { contactHrefFor, whatsappHref } from './prefill';

const options = [{ slug: 'mutual-funds', label: 'Mutual Funds', value: 'Mutual Funds' }];

it('builds the links that carry a service (and a message) to the form', () => {
  expect(contactHrefFor('/contact/', 'mutual-funds')).toBe('/contact/?service=mutual-funds');
  expect(contactHrefFor('/contact/', undefined, 'Call me')).toBe('/contact/?message=Call+me');
  expect(contactHrefFor('/contact/')).toBe('/contact/');
  const href = contactHrefFor('/contact/', 'mutual-funds', 'SIP & ELSS?');
  expect(contactPrefill(href.slice(href.indexOf('?')), options)).toEqual({ service: 'Mutual Funds', message: 'SIP & ELSS?' });
});

it('builds a wa.me link from an E.164 number and a prefilled message', () => {
  expect(whatsappHref('+91 98765-43210', 'Hello & namaste?')).toBe('https://wa.me/919876543210?text=Hello%20%26%20namaste%3F');
  expect(whatsappHref('+971501234567', '')).toBe('https://wa.me/971501234567');
});
