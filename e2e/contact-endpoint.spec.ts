// The contact form in endpoint mode, against a real build of that mode under the real runtime:
// out-endpoint/ (the same tree exported with CONTACT_FORM_ENDPOINT=/api/contact, by
// scripts/build-contact-endpoint.mjs) served by `wrangler dev` with the Worker and a local D1
// (playwright.config.ts). Nothing is stubbed unless a test cuts the network on purpose: each request
// is stored, and read back with `npm run leads:export`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { contactEndpointSettings } from '@/content/contactEndpoint';
import { privacyFor } from '@/lib/pages/privacy';
import { site } from '@/content/site';
import { thirdParties } from '@/content/thirdParties';
import { REQUEST_LANGUAGE } from '@/lib/contact/rules';
import { contactFormAction } from '@/lib/contact/submit';
import { cspMetaContent } from '@/lib/build/html';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { E2E_CONTACT_ENDPOINT, ENDPOINT_EXPORT_DIR, ENDPOINT_STATE_DIR } from './contactEndpoint';
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

const english = wordsFor('en').contact;
/** The reference the endpoint answers with (worker/contact.ts, newReference). */
const REFERENCE = /[A-Z]{3}-\d{3}/;

/** The stored requests, as `npm run leads:export` writes them from the suite's local D1. */
function exportedLeads(): string {
  const run = spawnSync('node', ['--import', 'tsx', 'scripts/leads-export.mjs', '--persist-to', ENDPOINT_STATE_DIR, '--out', '-'], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** A name no other test (or project, or earlier run) uses, so its rows can be counted. */
const uniqueName = (label: string) => `${request.name} ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every POST to the endpoint the page makes, with its Idempotency-Key. */
function recordPosts(page: Page) {
  const posts: { key: string | undefined; body: unknown }[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === E2E_CONTACT_ENDPOINT) {
      posts.push({ key: req.headers()['idempotency-key'], body: req.postDataJSON() });
    }
  });
  return posts;
}

async function sentReference(page: Page, pattern: string): Promise<string> {
  const thanks = page.getByRole('status').filter({ hasText: REFERENCE });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(thanks).toHaveText(new RegExp(pattern.split('{reference}').map(escape).join(REFERENCE.source)));
  return REFERENCE.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
}

test.describe('with JavaScript off, as the server rendered it', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the whole page follows the one setting: action, honeypot, wording, policy and privacy notice',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      const response = await page.goto('/contact/');
      // The endpoint takes JSON only, so without JavaScript the form opens the email app, as in email mode.
      const form = page.getByRole('form', { name: english.form.heading });
      await expect(form).toHaveAttribute('action', contactFormAction(null, site.email));
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('enctype', 'text/plain');
      await expect(page.locator('#contact-website')).not.toHaveAttribute('name');
      await expect(form).not.toContainText('opens your email app');

      // Same origin: 'self' covers the endpoint; no third party is added for it (only the hosts the map and video
      // probes reach, on every page), mailto: for the form without JavaScript.
      const policy = cspMetaContent((await response?.text()) ?? '') ?? '';
      const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      const frameProbes = thirdParties.flatMap((party) => ('connect-src' in party.sources ? party.sources['connect-src'] : []));
      expect(directive('connect-src').trim()).toBe(["connect-src 'self'", ...frameProbes].join(' '));
      expect(directive('form-action')).toContain('mailto:');

      await page.goto('/privacy/');
      const words = privacyFor('en').words;
      const { processors, retentionDays } = contactEndpointSettings;
      const main = page.getByRole('main');
      await expect(main).toContainText(words.collect.deliveryByOwnEndpoint);
      await expect(main).toContainText(
        fillTemplate(words.processors.ownEndpoint, { host: processors.host, location: processors.dataLocation.en, mail: processors.mail }),
      );
      await expect(main).toContainText(fillTemplate(words.retention.ownEndpoint, { days: retentionDays }));

      // The Hindi notice names the same processors and period, in Hindi.
      await page.goto('/hi/privacy/');
      const hindi = privacyFor('hi').words;
      await expect(main).toContainText(
        fillTemplate(hindi.processors.ownEndpoint, { host: processors.host, location: processors.dataLocation.hi, mail: processors.mail }),
      );
      await expect(main).toContainText(fillTemplate(hindi.retention.ownEndpoint, { days: retentionDays }));
    },
  );
});

test('a visitor sends a request, sees its reference, and it is stored once', WIDTH_INDEPENDENT, async ({ page }) => {
  await openContact(page);
  const posts = recordPosts(page);
  const name = uniqueName('en');
  await fillRequest(page);
  await page.getByLabel(english.form.labels.name).fill(name);
  await page.getByRole('button', { name: english.status.submit }).click();
  const reference = await sentReference(page, fillTemplate(english.status.sentReferenceNamed, { name, reference: '{reference}' }));

  expect(posts).toEqual([
    { key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { ...request, name, phone: '+91 98765-43210', language: REQUEST_LANGUAGE.en } },
  ]);
  const rows = exportedLeads()
    .split('\r\n')
    .filter((line) => line.includes(name));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^${reference},`));
  await expect(page.getByLabel(english.form.labels.name)).toHaveValue('');
  // The site's own endpoint needs no WhatsApp choice beside the button: the request reaches the firm directly.
  await expect(page.getByRole('link', { name: /Send by WhatsApp/ })).toHaveCount(0);
});

test('from the Hindi page the reference is shown in Hindi and the request says Hindi', WIDTH_INDEPENDENT, async ({ page }) => {
  const hindi = wordsFor('hi').contact;
  const name = uniqueName('hi');
  await page.goto('/hi/contact/');
  await waitForHydration(page);
  await page.getByLabel(hindi.form.labels.name).fill(name);
  await page.getByLabel(hindi.form.labels.phone).fill(request.phone);
  await page.getByRole('button', { name: hindi.status.submit }).click();
  const reference = await sentReference(page, fillTemplate(hindi.status.sentReferenceNamed, { name, reference: '{reference}' }));
  // reference, time in India, UTC time, name, phone as typed and in E.164 form (both guarded as text), e-mail, service, language
  expect(exportedLeads()).toMatch(
    new RegExp(`^${reference},[^,]+ IST,[^,]+,${name},'\\+91 98765-43210,'\\+919876543210,,,${REQUEST_LANGUAGE.hi},,`, 'm'),
  );
});

test.describe('when the network drops the first answer', () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('the visitor keeps everything, sends again, and the one request keeps one reference', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    const posts = recordPosts(page);
    let cut = true;
    // The first request reaches the endpoint and is stored, but its answer never comes back (a phone
    // losing signal); the retry goes through.
    await page.route(`**${E2E_CONTACT_ENDPOINT}`, async (route) => {
      if (!cut) return route.continue();
      cut = false;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const name = uniqueName('retry');
    await fillRequest(page);
    await page.getByLabel(english.form.labels.name).fill(name);
    await page.getByRole('button', { name: english.status.submit }).click();

    const alert = page.getByRole('alert').filter({ hasText: english.status.failedHeading });
    await expect(alert).toContainText(english.status.failedNetwork);
    await expect(alert.getByRole('link', { name: english.status.failedEmailLink })).toHaveAttribute('href', /^mailto:/);
    await expect(alert.getByRole('link', { name: english.status.failedWhatsAppLink })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByLabel(english.form.labels.name)).toHaveValue(name);
    await expect(page.getByLabel('Message')).toHaveValue(request.message);

    await page.getByRole('button', { name: english.status.submit }).click();
    const reference = await sentReference(page, fillTemplate(english.status.sentReferenceNamed, { name, reference: '{reference}' }));
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    const rows = exportedLeads()
      .split('\r\n')
      .filter((line) => line.includes(name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${reference},`));
  });
});

test.describe('when the endpoint cannot store', () => {
  // Chromium logs the failed response; that failure is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('every value stays and e-mail, WhatsApp and phone are offered right there', WIDTH_INDEPENDENT, async ({ page }) => {
    await openContact(page);
    await page.route(`**${E2E_CONTACT_ENDPOINT}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await fillRequest(page);
    await page.getByRole('button', { name: english.status.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: english.status.failedHeading });
    await expect(alert).toContainText(fillTemplate(english.status.failedServer, { status: 503 }));
    await expectRequestKept(page);
    const fallback = new URL((await alert.getByRole('link', { name: english.status.failedEmailLink }).getAttribute('href')) ?? '');
    expect(fallback.protocol).toBe('mailto:');
    expect(fallback.pathname).toBe(site.email);
    expect(fallback.searchParams.get('body')).toContain('Please call after 6pm.');
    const whatsapp = new URL((await alert.getByRole('link', { name: english.status.failedWhatsAppLink }).getAttribute('href')) ?? '');
    expect(whatsapp.searchParams.get('text')).toContain('Please call after 6pm.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
