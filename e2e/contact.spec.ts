import { services } from '@/lib/pages/services';
import { site } from '@/content/site';
import { specStrings } from '@/content/specStrings';
import { PHONE_PATTERN } from '@/lib/contact/rules';
import { formatAddress } from '@/lib/format';
import { contactHrefFor } from '@/lib/contact/prefill';
import { routeFor } from '@/lib/routes';
import { ui } from '@/content/en/ui';
import { expectRequestKept, fillRequest, openContact, request } from './contactRequest';
import { axeViolations, expect, nextFrames, scrollThrough, stubThirdParties, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const address = formatAddress(site.address);

test('shows the phone, email, address and hours from content/site.ts', async ({ page }) => {
  await openContact(page);
  const details = page.getByRole('region', { name: 'Call, write or visit' });
  await expect(details.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(details.locator('address')).toHaveText(address);
  await expect(details).toContainText(`${site.hoursLabels.contact}${site.hours.contact}`);
  const select = page.getByLabel('Service (optional)');
  await expect(select.locator('option')).toHaveText([specStrings.contactServicePrompt.text, ...services.map((s) => s.heading)]);
});

test('the form and the hours say the spec’s words exactly (content/specStrings.ts)', WIDTH_INDEPENDENT, async ({ page }) => {
  await openContact(page);
  const form = page.getByRole('form', { name: specStrings.contactFormTitle.text });
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(specStrings.contactFormTitle.text);
  await expect(form.getByLabel(specStrings.contactFullName.text, { exact: true })).toHaveAttribute('name', 'name');
  await expect(form.getByLabel(specStrings.contactEmail.text)).toHaveAttribute('type', 'email');
  await expect(form.getByLabel(specStrings.contactPhone.text, { exact: true })).toHaveAttribute('type', 'tel');
  await expect(form.locator('select option').first()).toHaveText(specStrings.contactServicePrompt.text);
  await expect(form.getByRole('button', { name: specStrings.contactSubmit.text, exact: true })).toHaveText(specStrings.contactSubmit.text);
  await expect(page.locator('main')).toContainText(specStrings.contactHours.text);
});

// The map once loaded as it scrolled into view, a request the visitor never made. Third parties
// are contacted only on request: scrolling to the bottom of the page asks nothing of Google.
test('the map shows its placeholder and asks nothing of Google, even scrolled to the bottom, until the visitor asks', async ({
  page,
  thirdPartyRequests,
}) => {
  await openContact(page);
  const region = page.getByRole('region', { name: 'Find our office' });
  await expect(region.getByText(address)).toBeVisible();
  await expect(region.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  const frameBox = region.locator('details');
  const before = await frameBox.boundingBox();
  expect(before?.height).toBe(360);
  // The page has hydrated and drawn its frames: an embed that loads without a scroll would have started.
  await nextFrames(page);
  await expect(frameBox).not.toHaveAttribute('open');
  await expect(region.locator('iframe')).toBeHidden();
  expect(thirdPartyRequests.filter((url) => /google/.test(url))).toEqual([]);

  await scrollThrough(page);
  await nextFrames(page);
  await expect(frameBox).not.toHaveAttribute('open');
  expect(thirdPartyRequests).toEqual([]);

  // Google answers with a stand-in (a blocked Google is e2e/footer.spec.ts's and e2e/zoom-and-focus.spec.ts's).
  await stubThirdParties(page, thirdPartyRequests);
  await region.getByText('Show map').click();
  const frame = region.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('title', `Map showing the office of ${site.name}`);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  // The frame fills the reserved box: nothing below it moves.
  expect((await frameBox.boundingBox())?.height).toBe(before?.height);
});

test(
  'invalid input shows a message beside each field, focuses the first, keeps the text, and passes axe',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await openContact(page);
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example');
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Message').fill('Call me');
    await page.getByRole('button', { name: 'Send Request' }).click();

    const email = page.getByLabel('Email');
    // The phone comes first in the form: a call back needs only the name and the phone.
    await expect(page.getByLabel('Phone')).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example\.com/);
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/This number is too short\. An Indian mobile has 10 digits/);
    await expect(page.getByLabel('Message')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'need your attention' })).toHaveText(/2 fields need your attention/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
    await expect(email).toHaveValue('asha@example');
    await expect(page.getByLabel('Message')).toHaveValue('Call me');

    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill('asha@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: /needs? your attention/ })).toHaveText(/One field needs your attention/);
  },
);

test.describe('with no endpoint configured (the shipped sample)', () => {
  test('Send Request hands the request to the email app, written out, and keeps the form', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    // A mailto: navigation never reaches the network, so watch for it where the browser receives it.
    const cdp = await page.context().newCDPSession(page);
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url));
    await cdp.send('Page.enable');
    await expect(page.getByText(/Send Request opens your email app/)).toBeVisible();
    await fillRequest(page);
    await page.getByRole('button', { name: 'Send Request' }).click();

    const note = page.getByRole('status').filter({ hasText: 'email app' });
    const href = (await note.getByRole('link', { name: 'Open the email again' }).getAttribute('href')) ?? '';
    const mail = new URL(href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(site.email);
    expect(mail.searchParams.get('subject')).toBe('Request from the website: Mutual Funds');
    expect(mail.searchParams.get('body')).toBe(
      [
        `Name: ${request.name}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone}`,
        `Service: ${request.service}`,
        'Language: English',
        '',
        'Message:',
        ...request.message.split('\n'),
      ].join('\r\n'),
    );
    // (Filling the form scrolls the page, which may also start the map frame: only the mailto: matters here.)
    await expect.poll(() => navigations.filter((url) => url.startsWith('mailto:'))).toEqual([href]);
    await expectRequestKept(page);
  });
});

// Asking less gets more requests: a call back needs only a name and a phone number; with no form service the request can also
// go by WhatsApp, the request written into the wa.me link.
test.describe('a call-back request with only a name and a phone number', () => {
  test('is accepted and handed to the email app', WIDTH_INDEPENDENT, async ({ page }) => {
    // Arriving as the action bar's "Request a call back" does, with its message filled in.
    await page.goto(contactHrefFor(routeFor('/contact/').path, undefined, ui.callBackMessage));
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url));
    await cdp.send('Page.enable');
    await page.getByLabel('Message').fill('');
    await page.getByLabel('Full Name').fill(request.name);
    await page.getByLabel('Phone').fill(request.phone);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => navigations.filter((url) => url.startsWith(`mailto:${site.email}`))).toHaveLength(1);
    const body = new URL(navigations.find((url) => url.startsWith('mailto:')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain(`Name: ${request.name}`);
    expect(body).toContain(`Phone: ${request.phone}`);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('can go by WhatsApp instead, with the request as the message', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    const link = page.getByRole('link', { name: /Send by WhatsApp/ });
    // A firm without a WhatsApp number (content/site.ts) offers e-mail only.
    if (!site.whatsapp) return expect(link).toHaveCount(0);
    await expect(page.getByText(/Send by WhatsApp opens WhatsApp with the same request/)).toBeVisible();
    await page.getByLabel('Full Name').fill(request.name);
    await page.getByLabel('Phone').fill(request.phone);
    // Follow nothing (WhatsApp is a third party): read what the press wrote into the link.
    await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toBe(`/${site.whatsapp?.e164.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toContain(`Name: ${request.name}\n`);
    expect(href.searchParams.get('text')).toContain(`Phone: ${request.phone}`);
  });
});

test.describe("when the form's code cannot be fetched (offline, or a new deploy replaced it)", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('the browser sends the plain form, as it would without JavaScript', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    // The page has hydrated: the chunks fetched from here on are the form's, fetched when it is used.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'));
    const cdp = await page.context().newCDPSession(page);
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url));
    await cdp.send('Page.enable');
    await fillRequest(page);
    await expect(page.getByRole('form', { name: 'Your Request' })).not.toHaveAttribute('novalidate');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => navigations.filter((url) => url.startsWith(`mailto:${site.email}?subject=`))).toHaveLength(1);
    await expectRequestKept(page);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still goes somewhere sensible: an email to the firm, validated by the browser', WIDTH_INDEPENDENT, async ({ page }) => {
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Your Request' });
    await expect(form).toHaveAttribute('action', `mailto:${site.email}?subject=Request%20from%20the%20website`);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await expect(form).not.toHaveAttribute('novalidate');
    // A call back needs only a name and a phone number.
    for (const label of ['Full Name', 'Phone']) await expect(page.getByLabel(label)).toHaveAttribute('required');
    for (const label of ['Email', 'Message']) await expect(page.getByLabel(label)).not.toHaveAttribute('required');
    await expect(page.getByLabel('Phone')).toHaveAttribute('pattern', PHONE_PATTERN);
    await expect(form).toContainText('Send Request opens your email app');
    await expect(form.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    // The honeypot is unnamed here: an email would only show it as an empty line.
    await expect(page.locator('#contact-website')).not.toHaveAttribute('name');
  });
});
