import { services } from '@/lib/pages/services';
import { discussService } from '@/content/questionnaires';
import { contactHrefFor, contactPrefill, MAX_PREFILL_MESSAGE_LENGTH, whatsappHref } from './prefill';

const options = [{ slug: 'mutual-funds', label: 'Mutual Funds', value: 'Mutual Funds' }];

describe('contactHrefFor', () => {
  it('builds the links that carry a service (and a message) to the form', () => {
    expect(contactHrefFor('/contact/', 'mutual-funds')).toBe('/contact/?service=mutual-funds');
    expect(contactHrefFor('/contact/', undefined, 'Call me')).toBe('/contact/?message=Call+me');
    expect(contactHrefFor('/contact/')).toBe('/contact/');
    const href = contactHrefFor('/contact/', 'mutual-funds', 'SIP & ELSS?');
    expect(contactPrefill(href.slice(href.indexOf('?')), options)).toEqual({ service: 'Mutual Funds', message: 'SIP & ELSS?' });
  });

  it('leads to the Hindi contact page from a Hindi page, with the same query', () => {
    const message = 'मेरी रिस्क प्रोफ़ाइल: मध्यम जोखिम';
    const href = contactHrefFor('/hi/contact/', 'mutual-funds', message);
    expect(href.startsWith('/hi/contact/?')).toBe(true);
    expect(href.slice('/hi/contact/'.length)).toBe(contactHrefFor('/contact/', 'mutual-funds', message).slice('/contact/'.length));
    expect(new URLSearchParams(href.split('?')[1]).get('message')).toBe(message);
  });

  it('cuts a long message at a word, exactly as the form would, so the form shows what the link carries', () => {
    const long = `${'word '.repeat(400)}end`;
    const carried = new URLSearchParams(contactHrefFor('/contact/', 'mutual-funds', long).split('?')[1]).get('message') ?? '';
    expect(carried.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE_LENGTH);
    expect(carried.endsWith('word…')).toBe(true);
    expect(contactPrefill(`?message=${encodeURIComponent(carried)}`, options).message).toBe(carried);
    expect(contactPrefill(`?message=${encodeURIComponent(long)}`, options).message).toBe(carried);
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

  it('turns a known service slug into its value and keeps a plain message', () => {
    expect(contactPrefill('?service=mutual-funds&message=Start%20a%20SIP%0Afor%20my%20daughter', options)).toEqual({
      service: 'Mutual Funds',
      message: 'Start a SIP\nfor my daughter',
    });
    expect(contactPrefill('?service=%20Life-Insurance%20', options)).toEqual({ service: 'Life Insurance' });
  });

  it('ignores unknown services, empty values and other parameters', () => {
    expect(contactPrefill('?service=crypto&message=%20%20&utm_source=x', options)).toEqual({});
    expect(contactPrefill('', options)).toEqual({});
    expect(contactPrefill('?service=Mutual%20Funds', options)).toEqual({});
  });

  it('drops control characters and caps the message at a word', () => {
    const prefill = contactPrefill(`?message=${encodeURIComponent(`a\u0000b\u0007c ${'word '.repeat(400)}`)}`, options);
    expect(prefill.message?.startsWith('abc word')).toBe(true);
    expect(prefill.message?.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE_LENGTH);
    expect(prefill.message?.endsWith('word…')).toBe(true);
  });

  it('works the same on a Hindi page: the slug picks the English value the firm reads, the message stays as written', () => {
    const hindiOptions = [{ slug: 'mutual-funds', label: 'म्यूचुअल फंड', value: 'Mutual Funds' }];
    const search = `?service=mutual-funds&message=${encodeURIComponent('कृपया मुझे कॉल करें।')}`;
    expect(contactPrefill(search, hindiOptions)).toEqual({ service: 'Mutual Funds', message: 'कृपया मुझे कॉल करें।' });
  });
});

it('builds a wa.me link from an E.164 number and a prefilled message', () => {
  expect(whatsappHref('+91 98765-43210', 'Hello & namaste?')).toBe('https://wa.me/919876543210?text=Hello%20%26%20namaste%3F');
  expect(whatsappHref('+971501234567', '')).toBe('https://wa.me/971501234567');
});
