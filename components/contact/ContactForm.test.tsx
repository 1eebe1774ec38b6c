import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_API_PATH } from '@/lib/contact/rules';
import { contactHrefFor } from '@/lib/contact/prefill';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { ContactForm, type ContactFormProps } from './ContactForm';

const ENDPOINT = 'https://forms.example.com/f/contact';

/** The words the contact page gives the form, in one language (components/pages/ContactPage.tsx). */
function formText(locale: Locale): ContactFormProps['text'] {
  const text = wordsFor(locale).contact;
  return { ...text.form, status: text.status, validation: text.validation, draft: text.draft };
}

const baseProps = {
  locale: 'en' as const,
  text: formText('en'),
  email: 'contact@example.com',
  phone: { display: '+91 98765 43210', e164: '+919876543210' },
  services: [
    { slug: 'financial-planning', label: 'Financial Planning', value: 'Financial Planning' },
    { slug: 'mutual-funds', label: 'Mutual Funds', value: 'Mutual Funds' },
  ],
  hours: 'Monday-Friday 9:00 AM-7:00 PM IST',
  whatsapp: null,
};

const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status'>>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** Dispatches a cancelable submit as the browser does; returns false when a listener prevented the default. */
function fireSubmit(form: HTMLElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function renderForm(action: string) {
  // No pause between keystrokes: the form reacts to each at once, and the suite stays quick on a busy machine.
  const user = userEvent.setup({ delay: null });
  render(<ContactForm {...baseProps} action={action} />);
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email (optional)'), 'asha@example.in');
  await user.type(screen.getByLabelText('Phone'), '98765 43210');
  await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Mutual Funds');
  await user.type(screen.getByLabelText('Message (optional)'), 'Please call me about a SIP.');
}

function expectValuesKept() {
  expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
  expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.in');
  expect(screen.getByLabelText('Phone')).toHaveValue('98765 43210');
  expect(screen.getByLabelText('Service (optional)')).toHaveValue('Mutual Funds');
  expect(screen.getByLabelText('Message (optional)')).toHaveValue('Please call me about a SIP.');
}

it('labels every field, with the right types, autocomplete and the spec’s "Services" prompt first', () => {
  renderForm(ENDPOINT);
  expect(screen.getByRole('form', { name: 'Your Request' })).toHaveAttribute('action', ENDPOINT);
  expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual([baseProps.text.servicePrompt, 'Financial Planning', 'Mutual Funds']);
  expect(screen.getByRole('button', { name: 'Send Request' })).toHaveAttribute('type', 'submit');
});

it('shows each error next to its field, focuses the first, keeps what was typed, and clears errors as they are fixed', async () => {
  const user = renderForm(ENDPOINT);
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email (optional)'), 'asha@example');
  await user.type(screen.getByLabelText('Message (optional)'), 'Call me');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));

  const email = screen.getByLabelText('Email (optional)');
  const phone = screen.getByLabelText('Phone');
  // The phone rule loads on demand, so the check completes a moment after the press.
  await waitFor(() => expect(phone).toHaveFocus());
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(/name@example\.com/);
  expect(phone).toHaveAccessibleDescription(/Enter your phone number/);
  // A short message is fine: only the name and the phone are required.
  expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('status')).toHaveTextContent('2 fields need your attention');
  expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
  expect(email).toHaveValue('asha@example');
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(email, '.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('status')).toHaveTextContent('One field needs your attention');
});

it('posts JSON to the endpoint, confirms, and clears the form', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200 });
  const user = renderForm(ENDPOINT);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Request' }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Asha Rao.'));
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe(ENDPOINT);
  // A form service gets no Idempotency-Key: a custom header would need a CORS preflight it may refuse.
  expect(init?.headers).not.toHaveProperty('Idempotency-Key');
  expect(JSON.parse(String(init?.body))).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '98765 43210',
    service: 'Mutual Funds',
    message: 'Please call me about a SIP.',
    language: 'English',
  });
  expect(screen.getByLabelText('Full Name')).toHaveValue('');
});

it.each([
  ['a server error', () => fetchMock.mockResolvedValue({ ok: false, status: 500 }), /error 500/],
  ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), /could not reach/],
])('on %s, keeps every value and offers email instead', async (_name, arrange, reason) => {
  arrange();
  const user = renderForm(ENDPOINT);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Request' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your request was not sent.');
  expect(alert).toHaveTextContent(reason);
  expectValuesKept();
  const fallback = new URL(screen.getByRole('link', { name: 'send it by email instead' }).getAttribute('href') ?? '');
  expect(fallback.protocol).toBe('mailto:');
  expect(fallback.pathname).toBe('contact@example.com');
  expect(fallback.searchParams.get('body')).toContain('Please call me about a SIP.');
  expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
});

describe("the site's own endpoint (/api/contact)", () => {
  const en = wordsFor('en').contact.status;
  const headersOf = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

  it('shows the reference it answers with, and a retry of the same words carries the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce({ ok: true, status: 201, json: async () => ({ reference: 'KPR-482' }) } as Response);
    const user = userEvent.setup({ delay: null });
    render(<ContactForm {...baseProps} action={CONTACT_API_PATH} whatsapp={{ e164: '+919876543210', message: 'Hello' }} />);
    // The endpoint takes JSON only: without JavaScript the form opens the email app.
    expect(screen.getByRole('form')).toHaveAttribute('action', expect.stringMatching(/^mailto:contact@example\.com\?/));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.failedNetwork);
    const whatsapp = new URL(screen.getByRole('link', { name: en.failedWhatsAppLink }).getAttribute('href') ?? '');
    expect(whatsapp.host).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toContain('Please call me about a SIP.');
    expectValuesKept();

    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(en.sentReferenceNamed, { name: 'Asha Rao', reference: 'KPR-482' })),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CONTACT_API_PATH, CONTACT_API_PATH]);
    expect(headersOf(0)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(1)['Idempotency-Key']).toBe(headersOf(0)['Idempotency-Key']);
  });

  it('a request with other words gets a new key', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm {...baseProps} action={CONTACT_API_PATH} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Message (optional)'), ' Evenings only.');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(headersOf(1)['Idempotency-Key']).not.toBe(headersOf(0)['Idempotency-Key']);
  });

  it('says a held-back request (429) was held back', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 429 });
    const user = renderForm(CONTACT_API_PATH);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.failedBusy);
  });
});

it('without an endpoint, falls back to the email app with the request written out and keeps the form', async () => {
  // jsdom cannot navigate; it reports the mailto: navigation as "not implemented".
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const action = 'mailto:contact@example.com?subject=Request%20from%20the%20website';
  const user = renderForm(action);
  expect(screen.getByRole('form', { name: 'Your Request' })).toHaveAttribute('enctype', 'text/plain');
  expect(screen.getByText(/opens your email app/)).toBeInTheDocument();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Request' }));

  expect(fetchMock).not.toHaveBeenCalled();
  const again = new URL((await screen.findByRole('link', { name: 'Open the email again' })).getAttribute('href') ?? '');
  expect(again.searchParams.get('subject')).toBe('Request from the website: Mutual Funds');
  expect(again.searchParams.get('body')).toBe(
    'Name: Asha Rao\r\nEmail: asha@example.in\r\nPhone: 98765 43210\r\nService: Mutual Funds\r\nLanguage: English\r\n\r\nMessage:\r\nPlease call me about a SIP.',
  );
  expectValuesKept();
  consoleError.mockRestore();
});

it('sends nothing when the hidden honeypot is filled', async () => {
  const user = renderForm(ENDPOINT);
  const honeypot = document.querySelector<HTMLInputElement>('#contact-website');
  expect(honeypot).toHaveAttribute('name', '_gotcha');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  await fillValid(user);
  if (honeypot) honeypot.value = 'https://spam.example';
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you'));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('accepts Indian landlines and international numbers, and says what is wrong with a short one', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200 });
  const user = renderForm(ENDPOINT);
  await fillValid(user);
  const phone = screen.getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '98765');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
  await waitFor(() => expect(phone).toHaveFocus());
  expect(phone).toHaveAccessibleDescription(/too short/);
  for (const number of ['022 2266 1234', '+971 50 123 4567', '0091 98200 12345']) {
    await user.clear(phone);
    await user.type(phone, number);
    expect(phone).not.toHaveAttribute('aria-invalid');
  }
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).phone).toBe('0091 98200 12345');
});

describe('a link that names a service and a message', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('preselects the service and prefills the message as soon as the page is ready', async () => {
    window.history.replaceState(null, '', contactHrefFor('/contact/', 'mutual-funds', 'Start a SIP'));
    renderForm(ENDPOINT);
    await waitFor(() => expect(screen.getByLabelText('Service (optional)')).toHaveValue('Mutual Funds'));
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Start a SIP');
  });

  it('takes the message out of the address once read, and lands on the form', async () => {
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    window.history.replaceState(null, '', contactHrefFor('/contact/', 'mutual-funds', 'Start a SIP'));
    renderForm(ENDPOINT);
    await waitFor(() => expect(screen.getByLabelText('Message (optional)')).toHaveValue('Start a SIP'));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/contact/?service=mutual-funds#contact-form-heading',
    );
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Your Request' })]);
  });

  it('still reads a link from before the message moved to the fragment, and leaves its address alone', async () => {
    window.history.replaceState(null, '', '/contact/?service=mutual-funds&message=Start%20a%20SIP');
    renderForm(ENDPOINT);
    await waitFor(() => expect(screen.getByLabelText('Service (optional)')).toHaveValue('Mutual Funds'));
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Start a SIP');
    expect(window.location.hash).toBe('');
  });

  it('ignores a service it does not know', async () => {
    window.history.replaceState(null, '', contactHrefFor('/contact/', 'crypto', 'Hello there'));
    renderForm(ENDPOINT);
    // The message is filled by the same step, so once it shows, the service has been considered.
    await waitFor(() => expect(screen.getByLabelText('Message (optional)')).toHaveValue('Hello there'));
    expect(screen.getByLabelText('Service (optional)')).toHaveValue('');
  });

  it('fills the form from a link on the page itself, which changes only the fragment, never over what is typed', async () => {
    window.history.replaceState(null, '', '/contact/');
    const user = renderForm(ENDPOINT);
    const message = screen.getByLabelText('Message (optional)');
    const hashChanged = () => new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));

    let changed = hashChanged();
    window.location.hash = contactHrefFor('/contact/', undefined, 'Please call me back.').split('#')[1] ?? '';
    await changed;
    await waitFor(() => expect(message).toHaveValue('Please call me back.'));
    expect(window.location.hash).toBe('#contact-form-heading');

    await user.clear(message);
    await user.type(message, 'My own words.');
    changed = hashChanged();
    window.location.hash = contactHrefFor('/contact/', undefined, 'Please call me back.').split('#')[1] ?? '';
    await changed;
    await waitFor(() => expect(window.location.hash).toBe('#contact-form-heading'));
    expect(message).toHaveValue('My own words.');
  });
});

it("holds a press of Send Request that comes before the form's code, and sends it once the code is there", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200 });
  renderForm(ENDPOINT);
  const form = screen.getByRole('form', { name: 'Your Request' });
  // Typed by autofill, say: no focus, so the code has not been asked for yet.
  for (const [label, value] of [
    ['Full Name', 'Asha Rao'],
    ['Email (optional)', 'asha@example.in'],
    ['Phone', '98765 43210'],
    ['Message (optional)', 'Please call me about a SIP.'],
  ] as const) {
    const control = screen.getByLabelText(label);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = value;
  }
  const prevented = !fireSubmit(form);
  expect(prevented).toBe(true);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Asha Rao.'));
});

it("turns the browser's own checks off when the island runs (its messages replace them)", async () => {
  renderForm(ENDPOINT);
  await waitFor(() => expect(screen.getByRole('form', { name: 'Your Request' })).toHaveAttribute('novalidate'));
});

test('a call back needs only a name and a phone number, with and without the island', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200 });
  const user = renderForm(ENDPOINT);
  // What a browser without the island checks: only these two are required.
  const required = Array.from(document.querySelectorAll('[required]')).map((control) => control.getAttribute('name'));
  expect(required).toEqual(['name', 'phone']);
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Asha Rao.'));
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
    name: 'Asha Rao',
    phone: '98765 43210',
    email: '',
    message: '',
  });
});

test('without a form service, Send by WhatsApp carries the request as typed, and says what it does', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <ContactForm
      {...baseProps}
      action="mailto:contact@example.com?subject=Request%20from%20the%20website"
      whatsapp={{ e164: '+919876543210', message: 'Hello' }}
    />,
  );
  expect(screen.getByText(/opens WhatsApp with the same request/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: /Send by WhatsApp/ });
  expect(link).toHaveAttribute('href', 'https://wa.me/919876543210?text=Hello');
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone'), '98765 43210');
  // The click writes the request into the link before the browser follows it (jsdom follows nothing).
  link.addEventListener('click', (event) => event.preventDefault());
  await user.click(link);
  const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
  expect(text).toContain('Name: Asha Rao');
  expect(text).toContain('Phone: 98765 43210');
  expect(text).toContain('Please call me back.');
  expect(text).toContain('Language: English');
});

test('with a form service there is no WhatsApp choice in the form', () => {
  render(<ContactForm {...baseProps} action={ENDPOINT} whatsapp={{ e164: '+919876543210', message: 'Hello' }} />);
  expect(screen.queryByRole('link', { name: /Send by WhatsApp/ })).not.toBeInTheDocument();
});

describe('in Hindi', () => {
  const hi = wordsFor('hi').contact;
  const hindiServices = [
    { slug: 'financial-planning', label: 'वित्तीय जानकारी', value: 'Financial Planning' },
    { slug: 'mutual-funds', label: 'म्यूचुअल फंड', value: 'Mutual Funds' },
  ];
  const hindiProps = { ...baseProps, locale: 'hi' as const, text: formText('hi'), services: hindiServices, hours: 'सोमवार-शुक्रवार' };

  function renderHindi(action: string, whatsapp: ContactFormProps['whatsapp'] = null) {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm {...hindiProps} action={action} whatsapp={whatsapp} />);
    return user;
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('labels every field and choice in Hindi, and values each service by the English name the firm reads', () => {
    renderHindi(ENDPOINT);
    expect(screen.getByRole('form', { name: hi.form.heading })).toHaveAttribute('action', ENDPOINT);
    for (const label of Object.values(hi.form.labels)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(hi.form.labels.phone)).toHaveAccessibleDescription(hi.form.hints.phone);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([hi.form.servicePrompt, 'वित्तीय जानकारी', 'म्यूचुअल फंड']);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'Financial Planning', 'Mutual Funds']);
    expect(screen.getByRole('button', { name: hi.status.submit })).toHaveAttribute('type', 'submit');
    // A browser without JavaScript sends the page's language with the fields.
    expect(document.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', 'Hindi');
  });

  it('says what is wrong in Hindi, beside each field', async () => {
    const user = renderHindi(ENDPOINT);
    await user.type(screen.getByLabelText(hi.form.labels.name), 'आशा');
    await user.type(screen.getByLabelText(hi.form.labels.email), 'asha@example');
    await user.click(screen.getByRole('button', { name: hi.status.submit }));
    const phone = screen.getByLabelText(hi.form.labels.phone);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(`${hi.form.hints.phone} ${hi.validation.phoneMissing}`);
    expect(screen.getByLabelText(hi.form.labels.email)).toHaveAccessibleDescription(hi.validation.email);
    expect(screen.getByRole('status')).toHaveTextContent(hi.status.errorSummaryMany.replace('{count}', '2'));

    await user.clear(screen.getByLabelText(hi.form.labels.email));
    await user.clear(screen.getByLabelText(hi.form.labels.name));
    await user.type(phone, '98765');
    await user.click(screen.getByRole('button', { name: hi.status.submit }));
    const name = screen.getByLabelText(hi.form.labels.name);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(hi.validation.name);
    expect(phone).toHaveAccessibleDescription(`${hi.form.hints.phone} ${hi.validation.phone.tooShort}`);
  });

  it('posts the Hindi request with its language, and thanks the visitor in Hindi', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    const user = renderHindi(ENDPOINT);
    await user.type(screen.getByLabelText(hi.form.labels.name), 'आशा राव');
    await user.type(screen.getByLabelText(hi.form.labels.phone), '98765 43210');
    await user.selectOptions(screen.getByLabelText(hi.form.labels.service), 'म्यूचुअल फंड');
    await user.type(screen.getByLabelText(hi.form.labels.message), 'मुझे SIP के बारे में जानना है।');
    await user.click(screen.getByRole('button', { name: hi.status.submit }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(hi.status.sentNamed.replace('{name}', 'आशा राव')));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'आशा राव',
      email: '',
      phone: '98765 43210',
      service: 'Mutual Funds',
      message: 'मुझे SIP के बारे में जानना है।',
      language: 'Hindi',
    });
  });

  it('on a failure, says so in Hindi and offers the email with the language in it', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 });
    const user = renderHindi(ENDPOINT);
    await user.type(screen.getByLabelText(hi.form.labels.name), 'आशा राव');
    await user.type(screen.getByLabelText(hi.form.labels.phone), '98765 43210');
    await user.click(screen.getByRole('button', { name: hi.status.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hi.status.failedHeading);
    expect(alert).toHaveTextContent(hi.status.failedServer.replace('{status}', '500'));
    const fallback = new URL(screen.getByRole('link', { name: hi.status.failedEmailLink }).getAttribute('href') ?? '');
    expect(fallback.searchParams.get('body')).toContain('Language: Hindi');
    expect(fallback.searchParams.get('body')).toContain(`${hi.draft.labels.name}: आशा राव`);
  });

  it('without a form service, hands the request to the email app with its language, and explains in Hindi', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderHindi('mailto:contact@example.com?subject=Request%20from%20the%20website', {
      e164: '+919876543210',
      message: 'नमस्ते',
    });
    const [before] = hi.form.mailAppIntro.split('{email}');
    expect(screen.getByRole('form', { name: hi.form.heading })).toHaveTextContent(before ?? '');
    // What the WhatsApp button does is one Hindi sentence that names the button, not the button's words run on.
    const ui = wordsFor('hi').ui;
    expect(screen.getByRole('form', { name: hi.form.heading })).toHaveTextContent(
      ui.sendByWhatsAppExplained.replace('{button}', ui.sendByWhatsApp),
    );
    const whatsapp = screen.getByRole('link', { name: new RegExp(wordsFor('hi').ui.sendByWhatsApp) });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent('नमस्ते')}`);
    await user.type(screen.getByLabelText(hi.form.labels.name), 'आशा राव');
    await user.type(screen.getByLabelText(hi.form.labels.phone), '98765 43210');
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await user.click(whatsapp);
    // The visitor reads the draft before sending it: Hindi labels, and the firm's language line.
    const whatsappText = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    expect(whatsappText).toContain('Language: Hindi');
    expect(whatsappText).toContain(`${hi.draft.labels.name}: आशा राव\n${hi.draft.labels.email}: ${hi.draft.notGiven}`);
    expect(whatsappText).not.toContain(wordsFor('en').contact.draft.notGiven);

    await user.click(screen.getByRole('button', { name: hi.status.submit }));
    const again = new URL((await screen.findByRole('link', { name: hi.status.mailAgain })).getAttribute('href') ?? '');
    expect(again.searchParams.get('body')).toContain('Language: Hindi');
    expect(again.searchParams.get('body')).toContain(`${hi.draft.labels.phone}: 98765 43210`);
    expect(again.searchParams.get('subject')).toBe(`${hi.draft.subject}: ${hi.draft.generalEnquiry}`);
    consoleError.mockRestore();
  });

  it('prefills from the same link as English', async () => {
    window.history.replaceState(null, '', contactHrefFor('/hi/contact/', 'mutual-funds', 'कृपया मुझे कॉल करें।'));
    renderHindi(ENDPOINT);
    await waitFor(() => expect(screen.getByLabelText(hi.form.labels.service)).toHaveValue('Mutual Funds'));
    expect(screen.getByLabelText(hi.form.labels.message)).toHaveValue('कृपया मुझे कॉल करें।');
  });
});
