import type { Page } from '@playwright/test';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { PHONE_PATTERN } from '@/lib/contact';
import { formatAddress } from '@/lib/format';
import { axeViolations, expect, nextFrames, test, waitForHydration } from './fixtures';

const address = formatAddress(site.address);
// A form service the tests stand in for; the fixture blocks every other host, so nothing leaves the machine.
const TEST_ENDPOINT = 'https://forms.test.example/f/contact';

const request = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '+91 98765-43210',
  service: 'Mutual Funds',
  message: 'I would like to start a SIP for my daughter & review my ELSS.\nPlease call after 6pm.',
};

async function openContact(page: Page) {
  await page.goto('/contact/');
  await waitForHydration(page);
}

async function fillRequest(page: Page) {
  await page.getByLabel('Full Name').fill(request.name);
  await page.getByLabel('Email').fill(request.email);
  await page.getByLabel('Phone').fill(request.phone);
  await page.getByLabel('Service (optional)').selectOption(request.service);
  await page.getByLabel('Message').fill(request.message);
}

async function expectRequestKept(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue(request.name);
  await expect(page.getByLabel('Email')).toHaveValue(request.email);
  await expect(page.getByLabel('Phone')).toHaveValue(request.phone);
  await expect(page.getByLabel('Service (optional)')).toHaveValue(request.service);
  await expect(page.getByLabel('Message')).toHaveValue(request.message);
}

/**
 * Stands in for a build with `contactFormEndpoint` set: the island delivers to whatever https URL the
 * rendered form's `action` holds, so pointing that attribute at an intercepted URL exercises exactly
 * the code a configured site runs, without a second build.
 */
async function configureEndpoint(page: Page) {
  // A configured build also lists the endpoint in its Content-Security-Policy (connect-src and
  // form-action), so the page is served again with the policy that build would carry.
  const origin = new URL(TEST_ENDPOINT).origin;
  await page.route('**/contact/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace("connect-src 'self'", `connect-src 'self' ${origin}`)
      .replace("form-action 'self'", `form-action 'self' ${origin}`);
    await route.fulfill({ response, body: html });
  });
  await page.reload();
  await waitForHydration(page);
  await page
    .locator('form[aria-labelledby="contact-form-heading"]')
    .evaluate((form, url) => form.setAttribute('action', url), TEST_ENDPOINT);
}

test('shows the phone, email, address and hours from content/site.ts', async ({ page }) => {
  await openContact(page);
  const details = page.getByRole('region', { name: 'Call, write or visit' });
  await expect(details.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(details.locator('address')).toHaveText(address);
  await expect(details).toContainText(`${site.hoursLabels.contact}${site.hours.contact}`);
  const select = page.getByLabel('Service (optional)');
  await expect(select.locator('option')).toHaveText(['Services', ...services.map((s) => s.heading)]);
});

test('the map shows its placeholder and asks nothing of Google until the visitor scrolls near it', async ({ page, thirdPartyRequests }) => {
  await openContact(page);
  const region = page.getByRole('region', { name: 'Find our office' });
  await expect(region.getByText(address)).toBeVisible();
  await expect(region.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  const frameBox = region.locator('[data-phase]');
  const before = await frameBox.boundingBox();
  expect(before?.height).toBe(360);
  // The page has hydrated and drawn its frames: an embed that loads without a scroll would have started.
  await nextFrames(page);
  await expect(region.locator('iframe')).toHaveCount(0);
  expect(thirdPartyRequests.filter((url) => /google/.test(url))).toEqual([]);

  await region.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const frame = region.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Map showing the office of ${site.name}`);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  // The frame fills the reserved box: nothing below it moves.
  expect((await frameBox.boundingBox())?.height).toBe(before?.height);
});

test('invalid input shows a message beside each field, focuses the first, keeps the text, and passes axe', async ({ page }) => {
  await openContact(page);
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Message').fill('Call me');
  await page.getByRole('button', { name: 'Send Request' }).click();

  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example\.com/);
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/This number is too short\. An Indian mobile has 10 digits/);
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/Write a few more words/);
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'need your attention' })).toHaveText(/3 fields need your attention/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
  await expect(email).toHaveValue('asha@example');
  await expect(page.getByLabel('Message')).toHaveValue('Call me');

  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill('asha@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'need your attention' })).toHaveText(/2 fields need your attention/);
});

test('with an endpoint configured, a valid request is POSTed as JSON and confirmed', async ({ page }) => {
  await openContact(page);
  await configureEndpoint(page);
  const posted: { method: string; contentType: string | undefined; body: unknown }[] = [];
  await page.route(TEST_ENDPOINT, async (route) => {
    const req = route.request();
    posted.push({ method: req.method(), contentType: req.headers()['content-type'], body: req.postDataJSON() });
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{"ok":true}',
    });
  });

  await fillRequest(page);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(/Thank you, Asha Rao\. Your request has reached us/);
  expect(posted).toEqual([
    {
      method: 'POST',
      contentType: 'application/json',
      body: { ...request, phone: '+91 98765-43210' },
    },
  ]);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test.describe('when the form service fails', () => {
  // Chromium logs the failed response; that failure is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 503 .* @ https:\/\/forms\.test\.example\//] });

  test('every value stays and an email fallback is offered', async ({ page }) => {
    await openContact(page);
    await configureEndpoint(page);
    await page.route(TEST_ENDPOINT, (route) =>
      route.fulfill({ status: 503, headers: { 'Access-Control-Allow-Origin': '*' }, contentType: 'text/plain', body: 'Unavailable' }),
    );

    await fillRequest(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not sent' });
    await expect(alert).toContainText('Your request was not sent.');
    await expect(alert).toContainText('error 503');
    await expectRequestKept(page);
    const fallback = new URL((await alert.getByRole('link', { name: 'send it by email instead' }).getAttribute('href')) ?? '');
    expect(fallback.protocol).toBe('mailto:');
    expect(fallback.pathname).toBe(site.email);
    expect(fallback.searchParams.get('body')).toContain('Please call after 6pm.');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('with no endpoint configured (the shipped sample)', () => {
  test('Send Request hands the request to the email app, written out, and keeps the form', async ({ page }) => {
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

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still goes somewhere sensible: an email to the firm, validated by the browser', async ({ page }) => {
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Your Request' });
    await expect(form).toHaveAttribute('action', `mailto:${site.email}?subject=Request%20from%20the%20website`);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await expect(form).not.toHaveAttribute('novalidate');
    for (const label of ['Full Name', 'Email', 'Phone', 'Message']) await expect(page.getByLabel(label)).toHaveAttribute('required');
    await expect(page.getByLabel('Phone')).toHaveAttribute('pattern', PHONE_PATTERN);
    await expect(form).toContainText('Send Request opens your email app');
    await expect(form.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    // The honeypot is unnamed here: an email would only show it as an empty line.
    await expect(page.locator('#contact-website')).not.toHaveAttribute('name');
  });
});
