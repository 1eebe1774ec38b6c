// The contact form in endpoint mode, against a real build of that mode: out-endpoint/, the same tree
// exported with CONTACT_FORM_ENDPOINT set (scripts/build-contact-endpoint.mjs), served on its own port
// by the endpoint projects of playwright.config.ts. Nothing on the page is rewritten: the form's
// action, its Content-Security-Policy and the privacy notice all come from that one setting.
import { existsSync, statSync } from 'node:fs';
import { contactTextFor } from '@/content/contact';
import { site } from '@/content/site';
import { REQUEST_LANGUAGE } from '@/lib/contact';
import { cspMetaContent } from '@/lib/build/html';
import { E2E_CONTACT_ENDPOINT, ENDPOINT_EXPORT_DIR } from './contactEndpoint';
import { expectRequestKept, fillRequest, openContact, request } from './contactRequest';
import { axeViolations, expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

test.beforeAll(() => {
  const built = (dir: string) => `${dir}/contact/index.html`;
  const age = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  if (age(built(ENDPOINT_EXPORT_DIR)) < age(built('out')))
    throw new Error(
      `${ENDPOINT_EXPORT_DIR}/ is missing or older than out/: run \`npm run build:endpoint\` (after \`npm run build\`), ` +
        'or `npm run test:e2e`, which makes it when needed.',
    );
});

test.describe('with JavaScript off, as the server rendered it', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the whole page follows the one setting: action, honeypot, wording, policy and privacy notice',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      const response = await page.goto('/contact/');
      const form = page.getByRole('form', { name: 'Your Request' });
      await expect(form).toHaveAttribute('action', E2E_CONTACT_ENDPOINT);
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).not.toHaveAttribute('enctype');
      await expect(form).not.toHaveAttribute('novalidate');
      await expect(page.locator('#contact-website')).toHaveAttribute('name', '_gotcha');
      await expect(form).not.toContainText('opens your email app');

      const policy = cspMetaContent((await response?.text()) ?? '') ?? '';
      const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      expect(directive('connect-src')).toContain(E2E_CONTACT_ENDPOINT);
      expect(directive('form-action')).toContain(E2E_CONTACT_ENDPOINT);
      expect(directive('form-action')).not.toContain('mailto:');

      await page.goto('/privacy/');
      await expect(page.getByRole('main')).toContainText(`the form sends these details to ${new URL(E2E_CONTACT_ENDPOINT).host}`);
    },
  );
});

test('a valid request is POSTed as JSON and confirmed', WIDTH_INDEPENDENT, async ({ page }) => {
  await openContact(page);
  const posted: { method: string; contentType: string | undefined; body: unknown }[] = [];
  await page.route(E2E_CONTACT_ENDPOINT, async (route) => {
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
      body: { ...request, phone: '+91 98765-43210', language: REQUEST_LANGUAGE.en },
    },
  ]);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('a call-back request with only a name and a phone number is POSTed and confirmed', WIDTH_INDEPENDENT, async ({ page }) => {
  await openContact(page);
  const posted: unknown[] = [];
  await page.route(E2E_CONTACT_ENDPOINT, async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' });
  });
  await page.getByLabel('Full Name').fill(request.name);
  await page.getByLabel('Phone').fill(request.phone);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  expect(posted).toEqual([
    { name: request.name, email: '', phone: request.phone, service: '', message: '', language: REQUEST_LANGUAGE.en },
  ]);
  // A form service needs no WhatsApp choice: the request reaches the firm directly.
  await expect(page.getByRole('link', { name: /Send by WhatsApp/ })).toHaveCount(0);
});

test.describe('when the form service fails', () => {
  // Chromium logs the failed response; that failure is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 503 .* @ https:\/\/forms\.test\.example\//] });

  test('every value stays and an email fallback is offered', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    await page.route(E2E_CONTACT_ENDPOINT, (route) =>
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

test(
  'from the Hindi page, the same fields are POSTed and the request says the visitor wrote in Hindi',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    const words = contactTextFor('hi');
    const posted: unknown[] = [];
    await page.route(E2E_CONTACT_ENDPOINT, async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"ok":true}',
      });
    });
    await page.goto('/hi/contact/');
    await waitForHydration(page);
    await page.getByLabel(words.form.labels.name).fill(request.name);
    await page.getByLabel(words.form.labels.phone).fill(request.phone);
    await page.getByRole('button', { name: words.status.submit }).click();
    await expect
      .poll(() => posted)
      .toEqual([{ name: request.name, email: '', phone: request.phone, service: '', message: '', language: REQUEST_LANGUAGE.hi }]);
  },
);
