import type { Page } from '@playwright/test';
import { expect, stubThirdParties, test, waitForHydration } from './fixtures';

// The fixture fails any test on a Content-Security-Policy violation, so every interaction of every
// spec (carousels, calculators, the video and map on request, the contact and login forms) runs with
// the policy checked; every page is loaded, hydrated and scrolled through under it in pages.spec.ts.

async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test('the menu and client-side navigation to every main page: no Content-Security-Policy violation', async ({ page, cspViolations }) => {
  // After the first load Next navigates on the client, and the first page's policy stays in force.
  await stubThirdParties(page, []);
  await page.goto('/login/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['About Us', 'Services', 'Investor Education', 'Contact Us', 'Home']) {
    await openMenuIfCollapsed(page);
    const before = page.url();
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).not.toHaveURL(before);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scrolling each page is covered per route in pages.spec.ts; here the point is client-side navigation.
    await page.mouse.wheel(0, 1200);
  }
  expect(cspViolations).toEqual([]);
});

test.describe('the policy', () => {
  // The one console error and violation this test provokes on purpose (the message is worded
  // differently across Chromium versions).
  test.use({
    expectedConsoleErrors: [/(Executing|Refused to execute) inline script .*violates the following Content Security Policy directive/],
    expectedCspViolations: [/^\/contact\/: script-src-elem blocked inline/],
  });

  test('blocks a script injected into the page, and reports it @desktop', async ({ page, cspViolations }) => {
    await page.goto('/contact/');
    await waitForHydration(page);
    // An inline script runs (or is refused) the moment it is inserted: no need to wait for it.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations).toEqual([expect.stringMatching(/^\/contact\/: script-src-elem blocked inline/)]);
  });
});

test.describe('response headers of the local server', () => {
  test('pages carry the security headers, and the policy <meta> follows only the charset @desktop', async ({ request }) => {
    for (const path of ['/', '/about/', '/no-such-page/']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toContain('script-src');
      expect(headers['permissions-policy'], path).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cache-control'], path).toBeUndefined();
      const html = await response.text();
      expect(html, path).toMatch(
        /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/,
      );
    }
  });

  test('build files are cached for a year, immutable; the _headers file is not published @desktop', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/<script src="([^"]*\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get('/_headers')).status()).toBe(404);
  });
});
