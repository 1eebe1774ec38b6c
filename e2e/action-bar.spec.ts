// "One tap to talk": Call, WhatsApp and Request a call back at the bottom of a phone's screen.
import { routeFor } from '@/lib/routes';
import { services } from '@/lib/pages/services';
import { site } from '@/content/site';
import { ui } from '@/content/en/ui';
import { contactHrefFor, whatsappHref } from '@/lib/contact/prefill';
import { contactText } from '@/content/en/contact';
import { carriesText, expect, recordRequestUrls, test, waitForHydration } from './fixtures';

const bar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Quick contact' });
const contactPath = routeFor('/contact/').path;

test('on a phone the bar sits at the bottom of the screen with Call, WhatsApp and Request a call back @mobile', async ({ page }) => {
  await page.goto('/');
  const quick = bar(page);
  await expect(quick).toBeVisible();
  const box = await quick.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  await expect(quick.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  const whatsapp = quick.getByRole('link', { name: /WhatsApp/ });
  if (site.whatsapp) await expect(whatsapp).toHaveAttribute('href', whatsappHref(site.whatsapp.e164, site.whatsapp.message));
  else await expect(whatsapp).toHaveCount(0);
  await expect(quick.getByRole('link', { name: 'Request a call back' })).toHaveAttribute(
    'href',
    contactHrefFor(contactPath, undefined, ui.callBackMessage),
  );
  for (const link of await quick.getByRole('link').all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});

test('the WhatsApp link is a plain wa.me link that sends nothing until tapped @mobile', async ({ page, thirdPartyRequests }) => {
  await page.goto('/');
  await waitForHydration(page);
  const link = bar(page).getByRole('link', { name: /WhatsApp/ });
  // With no number configured the bar must simply leave the link out.
  if (!site.whatsapp) await expect(link).toHaveCount(0);
  else {
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${site.whatsapp.e164.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toBe(site.whatsapp.message);
  }
  expect(thirdPartyRequests.filter((u) => u.includes('wa.me') || u.includes('whatsapp'))).toEqual([]);
});

test('the bar never covers the end of the page: the last footer line sits above it @mobile', async ({ page }) => {
  await page.goto('/about/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('footer p').last();
  const lastBox = await last.boundingBox();
  const barBox = await bar(page).boundingBox();
  expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);
});

test('on a service page, Request a call back carries the service and arrives preselected, at the form @mobile', async ({ page }) => {
  const service = services[1] ?? services[0];
  if (!service) return;
  await page.goto(service.route);
  await waitForHydration(page);
  const requested = recordRequestUrls(page);
  await bar(page).getByRole('link', { name: 'Request a call back' }).click();
  // The message came in the fragment; read, it is taken out of the address, which keeps the form's anchor.
  await expect(page).toHaveURL(
    (url) => url.pathname === contactPath && url.search === `?service=${service.id}` && url.hash === '#contact-form-heading',
  );
  await waitForHydration(page);
  await expect(page.getByLabel('Service (optional)')).toHaveValue(service.heading);
  await expect(page.getByLabel('Message')).toHaveValue(ui.callBackMessage);
  await expect(page.getByRole('heading', { name: contactText.form.heading })).toBeInViewport();
  expect(requested.length, 'requests while following the link').toBeGreaterThan(0);
  expect(requested.filter((url) => carriesText(url, ui.callBackMessage))).toEqual([]);
});

test('on the contact page itself, Request a call back fills the message in and goes to the form @mobile', async ({ page }) => {
  await page.goto(contactPath);
  await waitForHydration(page);
  // Only the fragment changes, so the browser loads nothing: the form hears the change.
  await bar(page).getByRole('link', { name: 'Request a call back' }).click();
  await expect(page.getByLabel('Message')).toHaveValue(ui.callBackMessage);
  await expect(page).toHaveURL((url) => url.pathname === contactPath && url.hash === '#contact-form-heading');
  await expect(page.getByRole('heading', { name: contactText.form.heading })).toBeInViewport();
});

test('desktop keeps its header and shows no bar @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(bar(page)).toBeHidden();
});

test('the bar is not printed @mobile', async ({ page }) => {
  await page.goto('/contact/');
  await page.emulateMedia({ media: 'print' });
  await expect(bar(page)).toBeHidden();
});
