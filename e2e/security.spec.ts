import type { Page } from '@playwright/test';
import { LOGIN_ACTION } from '@/content/site';
import { services } from '@/content/services';
import type { Service } from '@/content/types';
import { expect, scrollThrough, stubThirdParties, test, waitForHydration, watchCsp } from './fixtures';

async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

type Interaction = {
  name: string;
  path: string;
  run: (page: Page) => Promise<void>;
};

// Every interactive feature, exercised with the policy in force. A new island gets one entry here
// (carousels, calculator, video click-to-load, contact form...) and is covered on both viewports.
const interactions: Interaction[] = [
  {
    name: 'the menu and client-side navigation to every main page',
    path: '/login/',
    run: async (page) => {
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
    },
  },
  {
    name: 'the footer map, shown on request',
    path: '/about/',
    run: async (page) => {
      const footer = page.locator('footer');
      await footer.getByRole('button', { name: 'Show map' }).click();
      const map = footer.locator('iframe[src^="https://www.google.com/maps"]');
      await expect(map).toBeVisible();
      await expect(map.contentFrame().getByText('stand-in')).toBeVisible();
    },
  },
  {
    name: 'the login form posting to the provider',
    path: '/login/',
    run: async (page) => {
      let posted = false;
      await page.route(LOGIN_ACTION, (route) => {
        posted = route.request().method() === 'POST';
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Dashboard</h1>' });
      });
      await page.getByLabel('Email').fill('investor@example.com');
      await page.getByLabel('Password').fill('secret');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(posted).toBe(true);
    },
  },
  {
    name: 'the home carousels: pause, play and next',
    path: '/',
    run: async (page) => {
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
      await scrollThrough(page);
    },
  },
  {
    name: 'the SIP calculator: typed amount, Calculate and share link',
    path: '/financial-calculator/',
    run: async (page) => {
      await page.getByRole('textbox', { name: 'Monthly investment in rupees' }).fill('5000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByTestId('sip-maturity')).not.toHaveText('₹0.00');
      await expect(page).toHaveURL(/amount=5000/);
    },
  },
  {
    name: 'a service video, loaded on request',
    path: (services as readonly Service[]).find((s) => s.video)?.route ?? '/services/',
    run: async (page) => {
      await page.getByRole('button', { name: /^Play video: / }).click();
      const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/"]');
      await expect(player.contentFrame().getByText('stand-in')).toBeVisible();
    },
  },
  {
    name: 'the contact form: errors, then a valid request',
    path: '/contact/',
    run: async (page) => {
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByLabel('Full Name')).toBeFocused();
      await page.getByLabel('Full Name').fill('Asha Verma');
      await page.getByLabel('Email').fill('asha@example.com');
      await page.getByLabel('Phone').fill('+91 98765 43210');
      await page.getByLabel('Message').fill('Please call me about a retirement plan for my parents.');
      await page.getByRole('button', { name: 'Send Request' }).click();
      await scrollThrough(page);
    },
  },
];

// Every page is loaded, hydrated and scrolled through with the policy in force in pages.spec.ts.
test.describe('with the Content-Security-Policy in force', () => {
  for (const interaction of interactions) {
    test(`${interaction.name}: no violation`, async ({ page }) => {
      // Some interactions walk and scroll through several long pages (the home page among them).
      test.slow();
      const violations = await watchCsp(page);
      await stubThirdParties(page, []);
      await page.goto(interaction.path);
      await waitForHydration(page);
      await interaction.run(page);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('the policy', () => {
  // The one console error this test provokes on purpose (worded differently across Chromium versions).
  test.use({
    expectedConsoleErrors: [/(Executing|Refused to execute) inline script .*violates the following Content Security Policy directive/],
  });

  test('blocks a script injected into the page, and reports it @desktop', async ({ page }) => {
    const violations = await watchCsp(page);
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
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^\/contact\/: script-src-elem blocked inline/)]);
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
