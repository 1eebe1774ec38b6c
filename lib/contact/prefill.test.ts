import { services } from '@/lib/pages/services';
import { discussService } from '@/content/questionnaires';
import { contactHrefFor, contactPrefill, fragmentCarriesMessage, MAX_PREFILL_MESSAGE_LENGTH, whatsappHref } from './prefill';

const options = [{ slug: 'mutual-funds', label: 'Mutual Funds', value: 'Mutual Funds' }];

/** The prefill a link asks for, read as the form reads the address it opens. */
const readLink = (href: string, services = options) => contactPrefill(new URL(href, 'https://example.com'), services);

describe('contactHrefFor', () => {
  it('puts the service in the query and the message in the fragment, which never leaves the browser', () => {
    expect(contactHrefFor('/contact/', 'mutual-funds')).toBe('/contact/?service=mutual-funds');
    expect(contactHrefFor('/contact/', 'mutual-funds', 'Call me')).toBe('/contact/?service=mutual-funds#message=Call+me');
    expect(contactHrefFor('/contact/', undefined, 'Call me')).toBe('/contact/#message=Call+me');
    expect(contactHrefFor('/contact/')).toBe('/contact/');
    const url = new URL(contactHrefFor('/contact/', 'mutual-funds', 'SIP & ELSS? #1 = 100%'), 'https://example.com');
    expect(url.search).toBe('?service=mutual-funds');
    expect(new URLSearchParams(url.hash.slice(1)).get('message')).toBe('SIP & ELSS? #1 = 100%');
    expect(readLink(url.href)).toEqual({ service: 'Mutual Funds', message: 'SIP & ELSS? #1 = 100%' });
  });

  it('leads to the Hindi contact page from a Hindi page, with the same query and fragment', () => {
    const message = 'मेरी रिस्क प्रोफ़ाइल: मध्यम जोखिम';
    const href = contactHrefFor('/hi/contact/', 'mutual-funds', message);
    expect(href.startsWith('/hi/contact/?')).toBe(true);
    expect(href.slice('/hi/contact/'.length)).toBe(contactHrefFor('/contact/', 'mutual-funds', message).slice('/contact/'.length));
    expect(readLink(href).message).toBe(message);
  });

  it('cuts a long message at a word, exactly as the form would, so the form shows what the link carries', () => {
    const long = `${'word '.repeat(400)}end`;
    const carried = new URLSearchParams(contactHrefFor('/contact/', 'mutual-funds', long).split('#')[1]).get('message') ?? '';
    expect(carried.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE_LENGTH);
    expect(carried.endsWith('word…')).toBe(true);
    expect(contactPrefill({ search: '', hash: `#${new URLSearchParams({ message: carried })}` }, options).message).toBe(carried);
    expect(contactPrefill({ search: '', hash: `#${new URLSearchParams({ message: long })}` }, options).message).toBe(carried);
  });

  it('is only ever given services that exist', () => {
    const ids = services.map((s) => s.id as string);
    for (const slug of Object.values(discussService)) expect(ids).toContain(slug);
  });
});

describe('contactPrefill', () => {
  const options = [
    { slug: 'mutual-funds', label: 'Mutual Funds', value: 'Mutual Funds' },
    { slug: 'life-insurance', label: 'Life Insurance', value: 'Life Insurance' },
  ];

  it('turns a known service slug in the query into its value and keeps a plain message from the fragment', () => {
    expect(readLink('/contact/?service=mutual-funds#message=Start%20a%20SIP%0Afor%20my%20daughter', options)).toEqual({
      service: 'Mutual Funds',
      message: 'Start a SIP\nfor my daughter',
    });
    expect(readLink('/contact/?service=%20Life-Insurance%20', options)).toEqual({ service: 'Life Insurance' });
    // The service is read from the query only: a fragment is where the words go.
    expect(readLink('/contact/#service=mutual-funds', options)).toEqual({});
  });

  it('still reads the message from the query of a link made before it moved to the fragment', () => {
    expect(readLink('/contact/?service=mutual-funds&message=Start%20a%20SIP%0Afor%20my%20daughter', options)).toEqual({
      service: 'Mutual Funds',
      message: 'Start a SIP\nfor my daughter',
    });
    expect(readLink('/contact/?message=Call+me#contact-form-heading', options)).toEqual({ message: 'Call me' });
  });

  it("takes the fragment's message when the query carries one too", () => {
    expect(readLink('/contact/?service=mutual-funds&message=Old+words#message=New+words', options)).toEqual({
      service: 'Mutual Funds',
      message: 'New words',
    });
  });

  it('ignores unknown services, empty values and other parameters', () => {
    expect(readLink('/contact/?service=crypto&message=%20%20&utm_source=x', options)).toEqual({});
    expect(readLink('/contact/?service=crypto#message=%20%20&utm_source=x', options)).toEqual({});
    expect(readLink('/contact/', options)).toEqual({});
    expect(readLink('/contact/#contact-form-heading', options)).toEqual({});
    expect(readLink('/contact/?service=Mutual%20Funds', options)).toEqual({});
  });

  it('shows nothing for junk in the fragment, and never throws', () => {
    expect(contactPrefill({ search: '', hash: '#message=%00%01' }, options)).toEqual({});
    expect(contactPrefill({ search: '?service=%3Cscript%3E', hash: '#message=%00%01&foo=bar' }, options)).toEqual({});
    expect(contactPrefill({ search: '', hash: '#message' }, options)).toEqual({});
    expect(contactPrefill({ search: '', hash: '#=&&=' }, options)).toEqual({});
    // Broken escapes read as the characters they are, or as U+FFFD: text, never an error.
    expect(contactPrefill({ search: '', hash: '#message=100%' }, options)).toEqual({ message: '100%' });
    expect(contactPrefill({ search: '', hash: '#message=%E0%A4' }, options)).toEqual({ message: '\uFFFD' });
  });

  it('drops control characters and caps the message at a word', () => {
    for (const address of [
      { search: `?message=${encodeURIComponent(`a\u0000b\u0007c ${'word '.repeat(400)}`)}`, hash: '' },
      { search: '', hash: `#message=${encodeURIComponent(`a\u0000b\u0007c ${'word '.repeat(400)}`)}` },
    ]) {
      const prefill = contactPrefill(address, options);
      expect(prefill.message?.startsWith('abc word')).toBe(true);
      expect(prefill.message?.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE_LENGTH);
      expect(prefill.message?.endsWith('word…')).toBe(true);
    }
  });

  it('works the same on a Hindi page: the slug picks the English value the firm reads, the message stays as written', () => {
    const hindiOptions = [{ slug: 'mutual-funds', label: 'म्यूचुअल फंड', value: 'Mutual Funds' }];
    const href = contactHrefFor('/hi/contact/', 'mutual-funds', 'कृपया मुझे कॉल करें।');
    expect(readLink(href, hindiOptions)).toEqual({ service: 'Mutual Funds', message: 'कृपया मुझे कॉल करें।' });
  });
});

describe('fragmentCarriesMessage', () => {
  it('knows a fragment with a message, even a junk one, from an anchor', () => {
    expect(fragmentCarriesMessage('#message=Call+me')).toBe(true);
    expect(fragmentCarriesMessage('#message=%00')).toBe(true);
    expect(fragmentCarriesMessage('#contact-form-heading')).toBe(false);
    expect(fragmentCarriesMessage('')).toBe(false);
  });
});

it('builds a wa.me link from an E.164 number and a prefilled message', () => {
  expect(whatsappHref('+91 98765-43210', 'Hello & namaste?')).toBe('https://wa.me/919876543210?text=Hello%20%26%20namaste%3F');
  expect(whatsappHref('+971501234567', '')).toBe('https://wa.me/971501234567');
});
