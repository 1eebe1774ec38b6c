import {
  buildMailto,
  contactEmail,
  contactRequestText,
  contactEndpointFromEnv,
  contactFormAction,
  contactMailto,
  contactPayload,
  contactPrefill,
  contactProblems,
  CONTACT_API_PATH,
  MAX_FIELD_LENGTHS,
  MAX_PREFILL_MESSAGE_LENGTH,
  deliveryFor,
  firstInvalidField,
  isValidEmail,
  passesPhonePattern,
  PHONE_PATTERN,
  readContactValues,
  submitContact,
  validateContact,
  type ContactValues,
} from './rules';
import { phoneProblem } from '../phone';
import { wordsFor } from '@/lib/locales';

// The messages come from content/ in the page's language; the rules are the same in both.
const words = wordsFor('en').contact.validation;
const hindiWords = wordsFor('hi').contact.validation;
// The drafts the visitor sends (email app, WhatsApp) are labelled in the page's language.
const draft = wordsFor('en').contact.draft;
const hindiDraft = wordsFor('hi').contact.draft;

const valid: ContactValues = {
  name: 'Asha Rao',
  email: 'asha.rao@example.co.in',
  phone: '+91 98765 43210',
  service: 'Mutual Funds',
  message: 'I would like to start a SIP for my daughter.',
};

describe('email', () => {
  it.each(['a@b.in', 'asha.rao@example.co.in', 'first+tag@mail.example.com', '  padded@example.com  ', "o'brien@example.ie"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.c',
    'asha rao@example.com',
    'asha@@example.com',
    'asha@example..com',
  ])('rejects "%s"', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('the no-JavaScript phone pattern', () => {
  // Lenient by design: it must never refuse a number the island (lib/phone.ts) accepts.
  const callable = [
    '98765 43210',
    '+91 98765-43210',
    '022 2266 1234',
    '(022) 2266-1234',
    '+971 50 123 4567',
    '0091 98200 12345',
    '00971501234567',
    // Issue 34: a Hindi or Tamil keyboard's digits are digits too.
    '९८७६५ ४३२१०',
    '+९१ ९८७६५-४३२१०',
    '௯௮௭௬௫ ௪௩௨௧௦',
  ];
  const refused = ['', '12345', 'call me', '98765 4321O', '+91 +98765 43210', '1'.repeat(18)];
  // Browsers anchor `pattern` and compile it with the v flag, which is stricter about escapes.
  const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

  it.each(callable)('lets "%s" through, as the island does', (phone) => {
    expect(browser.test(phone)).toBe(true);
    expect(passesPhonePattern(phone)).toBe(true);
    expect(phoneProblem(phone)).toBeUndefined();
  });
  it.each(refused)('stops "%s", which the island refuses too', (phone) => {
    expect(browser.test(phone)).toBe(false);
    expect(passesPhonePattern(phone)).toBe(false);
    if (phone) expect(phoneProblem(phone)).toBeDefined();
  });
});

describe('validateContact', () => {
  it('passes a complete request, with or without a service', () => {
    expect(validateContact(valid, phoneProblem, words)).toEqual({});
    expect(validateContact({ ...valid, service: '' }, phoneProblem, words)).toEqual({});
  });

  it('reports every empty required field, and the first one in form order: only the name and the phone are required', () => {
    const errors = validateContact({ name: ' ', email: '', phone: '', service: '', message: '   ' }, phoneProblem, words);
    expect(Object.keys(errors).sort()).toEqual(['name', 'phone']);
    expect(errors.name).toMatch(/full name/);
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('says what a malformed value should look like', () => {
    const errors = validateContact({ ...valid, email: 'asha@example', phone: '12345' }, phoneProblem, words);
    expect(errors.email).toMatch(/name@example\.com/);
    expect(errors.phone).toBe(words.phone.tooShort);
    expect(firstInvalidField(errors)).toBe('phone');
  });

  it('asks the phone rule it is given about the trimmed number', () => {
    const seen: string[] = [];
    const errors = validateContact(
      { ...valid, phone: '  +971 50 123 4567 ' },
      (phone) => {
        seen.push(phone);
        return 'country';
      },
      words,
    );
    expect(seen).toEqual(['+971 50 123 4567']);
    expect(errors.phone).toBe(words.phone.country);
  });

  it('accepts a call-back request with only a name and a phone number', () => {
    expect(validateContact({ ...valid, email: '', message: '' }, phoneProblem, words)).toEqual({});
    expect(validateContact({ ...valid, message: 'Call me' }, phoneProblem, words)).toEqual({});
  });

  it('caps the message, as the textarea does', () => {
    expect(validateContact({ ...valid, message: 'word '.repeat(500) }, phoneProblem, words).message).toMatch(/under 2000/);
  });

  it('refuses tags, control characters and line breaks outside the message, and caps every field', () => {
    const errors = validateContact(
      {
        ...valid,
        name: 'Asha\nBcc: x@example.com',
        email: 'a\u0007@example.com',
        service: '<script>x</script>',
        message: 'Hi <b>there</b>',
      },
      phoneProblem,
      words,
    );
    expect(errors).toEqual({ name: words.characters, email: words.characters, service: words.characters, message: words.characters });
    expect(validateContact({ ...valid, message: 'Returns < 5%?\nCall after 6pm.' }, phoneProblem, words)).toEqual({});
    expect(contactProblems({ ...valid, name: 'a'.repeat(MAX_FIELD_LENGTHS.name + 1) }, phoneProblem)).toEqual({ name: 'tooLong' });
    expect(validateContact({ ...valid, name: 'a'.repeat(MAX_FIELD_LENGTHS.name + 1) }, phoneProblem, words).name).toBe(
      words.tooLong.replace('{max}', String(MAX_FIELD_LENGTHS.name)),
    );
  });

  it("gives the same verdicts in Hindi, in the Hindi page's words", () => {
    const values = { ...valid, name: '', email: 'asha@example', phone: '12345', message: 'word '.repeat(500) };
    const english = validateContact(values, phoneProblem, words);
    const hindi = validateContact(values, phoneProblem, hindiWords);
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
    expect(hindi).toEqual({
      name: hindiWords.name,
      email: hindiWords.email,
      phone: hindiWords.phone.tooShort,
      message: hindiWords.messageTooLong.replace('{max}', '2000'),
    });
    expect(validateContact({ ...valid, phone: ' ' }, phoneProblem, hindiWords).phone).toBe(hindiWords.phoneMissing);
  });

  it('never changes what was typed', () => {
    const values = { ...valid, name: '  Asha  ' };
    const copy = { ...values };
    validateContact(values, phoneProblem, words);
    expect(values).toEqual(copy);
  });
});

it('reads the named fields from a form, treating missing ones as empty', () => {
  const data = new FormData();
  data.set('name', 'Asha');
  data.set('message', 'Hello');
  expect(readContactValues(data)).toEqual({ name: 'Asha', email: '', phone: '', service: '', message: 'Hello' });
});

describe('invisible and direction-changing characters', () => {
  const problemsOf = (values: Partial<ContactValues>) => contactProblems({ ...valid, ...values }, phoneProblem);

  it.each([
    ['a right-to-left override', 'Asha \u202Egnp.exe\u202C Rao'],
    ['a directional isolate', 'Asha \u2066Rao\u2069'],
    ['a zero-width space', 'As\u200Bha'],
    ['a left-to-right mark', 'Asha\u200E'],
    ['a line separator', 'Asha\u2028Rao'],
    ['a paragraph separator', 'Asha\u2029Rao'],
    ['a lone high surrogate', 'A\uD800B'],
    ['a lone low surrogate', 'A\uDC00B'],
    ['a joiner on its own', '\u200DAsha'],
  ])('refuses %s in every field that reaches the e-mail', (_, text) => {
    for (const field of ['name', 'email', 'service', 'message'] as const) {
      expect(problemsOf({ [field]: text })[field]).toBe('characters');
    }
  });

  it('keeps Hindi spelling with a joiner inside a word, and emoji (a surrogate pair)', () => {
    expect(problemsOf({ name: 'क्\u200Dष', message: 'नमस्ते 🙏' })).toEqual({});
  });

  it('refuses a name with no letter, in the words of an empty name', () => {
    for (const name of ['...', '123', '\u00A0\u00A0']) expect(problemsOf({ name }).name).toBe('required');
    expect(validateContact({ ...valid, name: '---' }, phoneProblem, words).name).toBe(words.name);
    expect(problemsOf({ name: 'आशा' })).toEqual({});
  });
});

describe('mailto', () => {
  it('encodes line breaks as CRLF and every reserved character', () => {
    const url = buildMailto({ to: 'contact@example.com', subject: 'Q&A? 100% #1 + more', body: 'Line one\nLine two\r\nLine = three' });
    expect(url).toBe(
      'mailto:contact@example.com?subject=Q%26A%3F%20100%25%20%231%20%2B%20more&body=Line%20one%0D%0ALine%20two%0D%0ALine%20%3D%20three',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('subject')).toBe('Q&A? 100% #1 + more');
    expect(parsed.searchParams.get('body')).toBe('Line one\r\nLine two\r\nLine = three');
  });

  it('keeps non-ASCII text (Hindi, the rupee sign) intact', () => {
    const url = buildMailto({ to: 'contact@example.com', body: 'नमस्ते ₹5,000' });
    expect(decodeURIComponent(url.split('body=')[1] ?? '')).toBe('नमस्ते ₹5,000');
  });

  it('leaves out what is not given', () => {
    expect(buildMailto({ to: 'contact@example.com' })).toBe('mailto:contact@example.com');
    expect(buildMailto({ to: 'contact@example.com', subject: 'Hi' })).toBe('mailto:contact@example.com?subject=Hi');
  });

  it('turns a request into a subject and a readable body', () => {
    const { subject, body } = contactEmail({ ...valid, message: 'Line 1\nLine 2 & more' }, 'en', draft);
    const { labels } = draft;
    expect(subject).toBe(`${draft.subject}: Mutual Funds`);
    expect(body).toBe(
      `${labels.name}: Asha Rao\n${labels.email}: asha.rao@example.co.in\n${labels.phone}: +91 98765 43210\n${labels.service}: Mutual Funds\nLanguage: English\n\n${labels.message}:\nLine 1\nLine 2 & more`,
    );
    expect(contactEmail({ ...valid, service: '' }, 'en', draft).subject).toBe(`${draft.subject}: ${draft.generalEnquiry}`);
    // A call-back request (name and phone only) still reads as one.
    expect(contactRequestText({ ...valid, email: '', service: '', message: '' }, 'en', draft)).toBe(
      `${labels.name}: Asha Rao\n${labels.email}: ${draft.notGiven}\n${labels.phone}: +91 98765 43210\n${labels.service}: ${draft.notSpecified}\nLanguage: English\n\n${labels.message}:\n${draft.noMessage}`,
    );
    const url = new URL(contactMailto('contact@example.com', valid, 'en', draft));
    expect(url.pathname).toBe('contact@example.com');
    expect(url.searchParams.get('body')).toContain('Message:\r\nI would like to start a SIP');
  });
});

it('the form acts on the configured endpoint, or else a mailto: with a subject', () => {
  expect(contactFormAction('https://formspree.io/f/abc', 'contact@example.com')).toBe('https://formspree.io/f/abc');
  expect(contactFormAction(null, 'contact@example.com')).toBe('mailto:contact@example.com?subject=Request%20from%20the%20website');
});

describe('CONTACT_FORM_ENDPOINT', () => {
  it('overrides the configured endpoint when set, and leaves it when unset or blank', () => {
    expect(contactEndpointFromEnv('https://forms.example.net/f/abc', null)).toBe('https://forms.example.net/f/abc');
    expect(contactEndpointFromEnv(' https://forms.example.net/f/abc\n', 'https://other.example.com/')).toBe(
      'https://forms.example.net/f/abc',
    );
    expect(contactEndpointFromEnv(undefined, 'https://other.example.com/')).toBe('https://other.example.com/');
    expect(contactEndpointFromEnv('', null)).toBeNull();
    expect(contactEndpointFromEnv('  ', null)).toBeNull();
    expect(contactEndpointFromEnv(CONTACT_API_PATH, null)).toBe(CONTACT_API_PATH);
    expect(contactEndpointFromEnv(undefined, CONTACT_API_PATH)).toBe(CONTACT_API_PATH);
  });

  it.each(['http://forms.example.net/f/abc', 'mailto:contact@example.com', 'forms.example.net/f/abc', 'https://forms.example.net/f/a;b'])(
    'fails the build on %s',
    (value) => {
      expect(() => contactEndpointFromEnv(value, null)).toThrow(/CONTACT_FORM_ENDPOINT/);
    },
  );
});

it('delivers to an https action as JSON and to anything else by email', () => {
  expect(deliveryFor('https://formspree.io/f/abc')).toEqual({ kind: 'endpoint', url: 'https://formspree.io/f/abc', firstParty: false });
  expect(deliveryFor(CONTACT_API_PATH)).toEqual({ kind: 'endpoint', url: CONTACT_API_PATH, firstParty: true });
  expect(deliveryFor('/api/other')).toEqual({ kind: 'mailto' });
  expect(deliveryFor('mailto:contact@example.com?subject=Hi')).toEqual({ kind: 'mailto' });
  expect(deliveryFor('http://insecure.example.com/')).toEqual({ kind: 'mailto' });
  expect(deliveryFor(null)).toEqual({ kind: 'mailto' });
});

describe('submitContact', () => {
  const url = 'https://forms.example.com/f/contact';

  function mockFetch(impl: () => Promise<Response>) {
    return jest.fn<Promise<Response>, Parameters<typeof fetch>>(impl);
  }
  // jsdom has no Response class; the code under test reads only these two fields.
  const reply = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

  it('POSTs the trimmed fields as JSON and reports success', async () => {
    const fetchMock = mockFetch(async () => reply(200));
    const values = { ...valid, name: '  Asha Rao ', phone: '+91  98765   43210' };
    const copy = { ...values };
    await expect(submitContact(url, values, 'en', fetchMock)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetchMock.mock.calls[0] ?? [];
    expect(calledUrl).toBe(url);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ ...valid, name: 'Asha Rao', phone: '+91 98765 43210', language: 'English' });
    expect(values).toEqual(copy);
  });

  it("sends the Idempotency-Key it is given and returns the site endpoint's reference", async () => {
    const answered = { ok: true, status: 201, json: async () => ({ reference: 'KPR-482' }) } as Response;
    const fetchMock = mockFetch(async () => answered);
    await expect(submitContact(CONTACT_API_PATH, valid, 'hi', fetchMock, 'key-1234-abcd')).resolves.toEqual({
      ok: true,
      reference: 'KPR-482',
    });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'key-1234-abcd',
    });
    // A body that is not the endpoint's (a form service's own JSON) gives no reference.
    const other = { ok: true, status: 200, json: async () => ({ reference: '<b>x</b>' }) } as Response;
    await expect(
      submitContact(
        url,
        valid,
        'en',
        mockFetch(async () => other),
      ),
    ).resolves.toEqual({ ok: true, reference: undefined });
  });

  it('reports a server error with its status and keeps the values', async () => {
    const values = { ...valid };
    const result = await submitContact(
      url,
      values,
      'en',
      mockFetch(async () => reply(500)),
    );
    expect(result).toEqual({ ok: false, reason: 'server', status: 500 });
    expect(values).toEqual(valid);
  });

  it('reports a refusal (422) as a server error', async () => {
    const result = await submitContact(
      url,
      valid,
      'en',
      mockFetch(async () => reply(422)),
    );
    expect(result).toEqual({ ok: false, reason: 'server', status: 422 });
  });

  it('reports a network failure without throwing and keeps the values', async () => {
    const values = { ...valid };
    const result = await submitContact(
      url,
      values,
      'en',
      mockFetch(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'network' });
    expect(values).toEqual(valid);
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
    expect(prefill.message?.length).toBeLessThanOrEqual(MAX_PREFILL_MESSAGE_LENGTH + 1);
    expect(prefill.message?.endsWith('word…')).toBe(true);
  });

  it('works the same on a Hindi page: the slug picks the English value the firm reads, the message stays as written', () => {
    const hindiOptions = [{ slug: 'mutual-funds', label: 'म्यूचुअल फंड', value: 'Mutual Funds' }];
    const search = `?service=mutual-funds&message=${encodeURIComponent('कृपया मुझे कॉल करें।')}`;
    expect(contactPrefill(search, hindiOptions)).toEqual({ service: 'Mutual Funds', message: 'कृपया मुझे कॉल करें।' });
  });
});

describe('the language of the request, in every way it reaches the firm', () => {
  // The visitor's own words, in Hindi, go unchanged; the field names stay English for the firm's staff.
  const hindiRequest: ContactValues = {
    name: 'आशा राव',
    email: '',
    phone: '98765 43210',
    service: 'Mutual Funds',
    message: 'मुझे अपनी बेटी के लिए SIP शुरू करनी है।',
  };

  it('names English or Hindi in the written-out request (email and WhatsApp), labelled in the page’s language', () => {
    expect(contactRequestText(valid, 'en', draft)).toContain('\nLanguage: English\n');
    const { labels } = hindiDraft;
    expect(contactRequestText(hindiRequest, 'hi', hindiDraft)).toBe(
      `${labels.name}: आशा राव\n${labels.email}: ${hindiDraft.notGiven}\n${labels.phone}: 98765 43210\n${labels.service}: Mutual Funds\nLanguage: Hindi\n\n${labels.message}:\nमुझे अपनी बेटी के लिए SIP शुरू करनी है।`,
    );
    expect(contactRequestText({ ...hindiRequest, service: '', message: '' }, 'hi', hindiDraft)).toContain(
      `${labels.service}: ${hindiDraft.notSpecified}\nLanguage: Hindi\n\n${labels.message}:\n${hindiDraft.noMessage}`,
    );
  });

  it('labels a Hindi draft in Hindi and an English one in English: no English label but the language line', () => {
    const hindiText = contactRequestText({ ...hindiRequest, service: '', message: '' }, 'hi', hindiDraft);
    for (const word of [...Object.values(draft.labels), draft.notGiven, draft.notSpecified, draft.noMessage])
      expect(hindiText).not.toContain(word);
    // Every line but the firm's language line, the blank one and the service's English name is Devanagari-led.
    const englishLines = hindiText.split('\n').filter((line) => /^[A-Za-z]/.test(line));
    expect(englishLines).toEqual(['Language: Hindi']);
    const englishText = contactRequestText({ ...valid, email: '', service: '', message: '' }, 'en', draft);
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);
  });

  it('names it in the mailto: body, the email fallback, with a subject in the page’s language', () => {
    const body = new URL(contactMailto('contact@example.com', hindiRequest, 'hi', hindiDraft)).searchParams.get('body') ?? '';
    expect(body).toContain('\r\nLanguage: Hindi\r\n');
    expect(body).toContain(`${hindiDraft.labels.name}: आशा राव`);
    expect(body).toContain('मुझे अपनी बेटी के लिए SIP शुरू करनी है।');
    expect(contactEmail(hindiRequest, 'hi', hindiDraft).subject).toBe(`${hindiDraft.subject}: Mutual Funds`);
    expect(contactEmail({ ...hindiRequest, service: '' }, 'hi', hindiDraft).subject).toBe(
      `${hindiDraft.subject}: ${hindiDraft.generalEnquiry}`,
    );
  });

  it('sends it as a field of the JSON a form service receives', async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ({ ok: true, status: 200 }) as Response);
    await submitContact('https://forms.example.com/f/contact', hindiRequest, 'hi', fetchMock);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...hindiRequest, language: 'Hindi' });
    expect(contactPayload(valid, 'en').language).toBe('English');
  });
});
