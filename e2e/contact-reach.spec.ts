// Reaching the firm: the contact form takes the numbers NRIs and landline users type,
// and a link from a service page or a questionnaire arrives with its service and message filled in.
import type { Page } from '@playwright/test';
import { routeFor } from '@/lib/routes';
import { services } from '@/lib/pages/services';
import { contactHrefFor } from '@/lib/contact/prefill';
import { contactText as contactTextEnglish } from '@/content/en/contact';
import { ui } from '@/content/en/ui';
import { carriesText, expect, nextFrames, recordRequestUrls, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const contactPath = routeFor('/contact/').path;
const [firstService, secondService] = services;

async function fillAllButPhone(page: Page) {
  await page.getByLabel('Full Name').fill('Farah Khan');
  await page.getByLabel('Email').fill('farah@example.ae');
  await page.getByLabel('Message').fill('Please call me about a SIP from Dubai.');
}

// Number formats are the same at any width: one visit takes each number in turn.
test('the contact form accepts the numbers NRIs and landline users type', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto(contactPath);
  await waitForHydration(page);
  for (const phone of ['+971 50 123 4567', '0091 98200 12345', '022 2266 1234', '98765 43210']) {
    await fillAllButPhone(page);
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Send Request' }).click();
    // Accepted: the request is handed to the email app with the number as typed.
    const again = page.getByRole('status').getByRole('link', { name: 'Open the email again' });
    const body = async () => new URL((await again.getAttribute('href')) ?? 'mailto:x').searchParams.get('body') ?? '';
    await expect.poll(body, { message: phone }).toContain(`Phone: ${phone}`);
    await expect.soft(page.getByLabel('Phone'), phone).not.toHaveAttribute('aria-invalid', 'true');
  }
});

test(
  'a number that is still wrong gets a message beside the field that says why, and stays as typed',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.goto(contactPath);
    await waitForHydration(page);
    await fillAllButPhone(page);
    const phone = page.getByLabel('Phone');
    await phone.fill('+999 1234 5678');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(new RegExp(contactTextEnglish.validation.phone.country.replace(/[+.()]/g, '\\$&')));
    await expect(phone).toHaveValue('+999 1234 5678');
    await phone.fill('98765');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(phone).toHaveAccessibleDescription(/This number is too short/);
    await phone.fill('+971 50 123 4567');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  },
);

test(
  '?service=<slug>#message=... preselects the service and fills the message, never overwriting what is typed',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    if (!firstService || !secondService) throw new Error('content/services.ts lists no services');
    await page.goto(contactHrefFor(contactPath, firstService.id, 'Goal: a house in 8 years.\nRisk profile: moderate.'));
    await waitForHydration(page);
    const select = page.getByLabel('Service (optional)');
    const message = page.getByLabel('Message');
    await expect(select).toHaveValue(firstService.heading);
    await expect(message).toHaveValue('Goal: a house in 8 years.\nRisk profile: moderate.');

    await select.selectOption(secondService.heading);
    await message.fill('My own words instead.');
    // Whatever the prefill would redo after an edit happens as React renders it, within a frame or two.
    await nextFrames(page);
    await expect(select).toHaveValue(secondService.heading);
    await expect(message).toHaveValue('My own words instead.');
  },
);

test(
  'the message a link carries goes to no server, and leaves the address once read, which keeps the form in view',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    if (!firstService) throw new Error('content/services.ts lists no services');
    const words = 'Goal: a house in 8 years.\nRisk profile: moderate.';
    const requested = recordRequestUrls(page);
    await page.goto(contactHrefFor(contactPath, firstService.id, words));
    await waitForHydration(page);
    await expect(page.getByLabel('Message')).toHaveValue(words);
    await expect(page).toHaveURL((url) => url.search === `?service=${firstService.id}` && url.hash === '#contact-form-heading');
    await expect(page.getByRole('heading', { name: contactTextEnglish.form.heading })).toBeInViewport();
    // The page itself was requested (with its service): the message was in none of the requests.
    expect(requested.some((url) => new URL(url).pathname === contactPath)).toBe(true);
    expect(requested.filter((url) => words.split('\n').some((line) => carriesText(url, line)))).toEqual([]);
  },
);

test('a link from before the message moved to the fragment (?message=...) still fills the form', WIDTH_INDEPENDENT, async ({ page }) => {
  if (!firstService) throw new Error('content/services.ts lists no services');
  await page.goto(`${contactPath}?service=${firstService.id}&message=${encodeURIComponent(ui.callBackMessage)}#contact-form-heading`);
  await waitForHydration(page);
  await expect(page.getByLabel('Service (optional)')).toHaveValue(firstService.heading);
  await expect(page.getByLabel('Message')).toHaveValue(ui.callBackMessage);
  await expect(page.getByRole('heading', { name: contactTextEnglish.form.heading })).toBeInViewport();
});

test('a contact link with junk in it shows the empty form', WIDTH_INDEPENDENT, async ({ page }) => {
  for (const junk of [
    `${contactPath}?service=%3Cscript%3E#message=%00%01&foo=bar`,
    `${contactPath}?service=%3Cscript%3E&message=%00%01&foo=bar`,
  ]) {
    await page.goto(junk);
    await waitForHydration(page);
    await expect(page.getByLabel('Service (optional)'), junk).toHaveValue('');
    await expect(page.getByLabel('Message'), junk).toHaveValue('');
  }
});

// That every link to the contact page from a service page carries its service (contactHrefFor) is
// checked on the one visit per page in pages.spec.ts; that such a link preselects it, just above.
