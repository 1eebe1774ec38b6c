import { hindiRequest, validRequest } from './requests.fixture';
import { CONTACT_API_PATH, contactPayload } from './rules';
import { contactEndpointFromEnv, contactFormAction, deliveryFor, submitContact } from './submit';

const valid = validRequest;

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

describe('the language of the request, as a field of the JSON', () => {
  // The visitor's own words, in Hindi, go unchanged; the field names stay English for the firm's staff.

  it('sends it as a field of the JSON a form service receives', async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ({ ok: true, status: 200 }) as Response);
    await submitContact('https://forms.example.com/f/contact', hindiRequest, 'hi', fetchMock);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...hindiRequest, language: 'Hindi' });
    expect(contactPayload(valid, 'en').language).toBe('English');
  });
});
