import { routeFor } from '@/lib/routes';
import { LOGIN_ACTION, site } from '@/content/site';
import { specStrings } from '@/content/specStrings';
import { pathTo } from '@/content/routes';
import { LOCALES } from '@/lib/i18n/locale';
import { withDevanagariFont } from './devanagariFont';
import { expect, nextFrames, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the login form posts username, password and log_submit=Login to the provider', WIDTH_INDEPENDENT, async ({ page }) => {
      await page.goto('/login/');
      // The spec's words exactly (content/specStrings.ts), as QA reads them from the exported page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(specStrings.loginHeading.text);
      expect(routeFor('/login/').heading).toBe(specStrings.loginHeading.text);
      await expect(page.getByText(specStrings.loginSubtitle.text, { exact: true })).toBeVisible();

      let posted: { method: string; url: string; body: URLSearchParams } | undefined;
      await page.route(LOGIN_ACTION, async (route) => {
        const request = route.request();
        posted = { method: request.method(), url: request.url(), body: new URLSearchParams(request.postData() ?? '') };
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Dashboard</h1>' });
      });

      const email = page.getByLabel('Email');
      await expect(email).toHaveAttribute('name', specStrings.loginUsernameName.text);
      await expect(email).toHaveAttribute('type', 'text');
      await expect(email).toHaveAttribute('autocomplete', 'username');
      await expect(email).toHaveAttribute('placeholder', /@/);
      const password = page.getByLabel('Password');
      await expect(password).toHaveAttribute('name', specStrings.loginPasswordName.text);
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');

      await email.fill('investor@example.com');
      await password.fill('s3cret & "quoted"');
      const submit = page.getByRole('button', { name: specStrings.loginButton.text, exact: true });
      await expect(submit).toHaveText(specStrings.loginButton.text);
      await expect(submit).toHaveAttribute('title', specStrings.loginButtonTitle.text);
      await submit.click();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      expect(posted?.method).toBe('POST');
      expect(posted?.url).toBe(LOGIN_ACTION);
      expect(posted?.body.get('username')).toBe('investor@example.com');
      expect(posted?.body.get('password')).toBe('s3cret & "quoted"');
      expect(posted?.body.get('log_submit')).toBe('Login');
      expect([...(posted?.body.keys() ?? [])].sort()).toEqual(['log_submit', 'password', 'username']);
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('pressing Login with empty fields posts nothing: both fields are required', WIDTH_INDEPENDENT, async ({ page }) => {
    await page.goto('/login/');
    let posts = 0;
    await page.route(LOGIN_ACTION, (route) => {
      posts += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Dashboard</h1>' });
    });
    await expect(page.getByLabel('Email')).toHaveAttribute('required');
    await expect(page.getByLabel('Password')).toHaveAttribute('required');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill('investor@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    // Without JavaScript the toggle keeps its place but is invisible: nothing that does not work.
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0);
    await expect(page.locator('button[data-pending]')).toBeHidden();
    // Once both are filled the form posts, once: the two presses above sent nothing ahead of it.
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(posts).toBe(1);
  });
});

test(
  'the note names the provider that receives the password, and "Forgot password?" leads to its reset page',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.goto('/login/');
    await expect(page.locator('main')).toContainText(`go straight to ${new URL(site.loginProvider).host}`);
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    if (site.passwordResetUrl) await expect(forgot).toHaveAttribute('href', site.passwordResetUrl);
    else await expect(forgot).toHaveCount(0);
  },
);

test('"Show password" reveals what was typed and hides it again, and the form still posts it', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/login/');
  await waitForHydration(page);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('s3cret');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('s3cret');
});

// The toggle once arrived with the JavaScript and pushed the note below the form down (Lighthouse CLS
// 0.009 on /login/, 0.007 on /hi/login/). Its place is in the HTML now: no layout shift at all, measured
// by the browser from the first paint to the toggle's appearance, in every edition.
for (const locale of LOCALES) {
  const path = pathTo('/login/', locale);
  test(`${path} does not move once painted: the show-password toggle's place is held from the start`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, 'layoutShifts', shifts);
      // What moves in the page's main part: the header, which is every page's, can re-lay itself out
      // once on a busy phone-sized run (the menu word beside its icon, the tagline wrapping), and that is
      // not this page's toggle.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const sources: unknown = Reflect.get(entry, 'sources');
          const moved = Array.isArray(sources) ? sources.map((source: unknown) => Reflect.get(Object(source), 'node')) : [];
          const inMain = moved.some((node) => node instanceof Node && !!(node instanceof Element ? node : node.parentElement)?.closest('main'));
          if (inMain && 'value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The page is drawn in its script's font from the first paint, as on a phone: this machine has no
    // Devanagari font, and its late fallback reflowed the Hindi page once found (e2e/devanagariFont.ts).
    await withDevanagariFont(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('button[aria-controls="login-password"]:not([data-pending])')).toBeVisible();
    await nextFrames(page);
    expect(await page.evaluate(() => Reflect.get(window, 'layoutShifts'))).toEqual([]);
  });
}
