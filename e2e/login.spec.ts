import { LOGIN_ACTION } from '@/content/site';
import { expect, test } from './fixtures';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the login form posts username and password to the provider', async ({ page }) => {
      await page.goto('/login/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login to your Account');
      await expect(page.getByText('Login to see your dashboard')).toBeVisible();

      let posted: { method: string; url: string; body: URLSearchParams } | undefined;
      await page.route(LOGIN_ACTION, async (route) => {
        const request = route.request();
        posted = { method: request.method(), url: request.url(), body: new URLSearchParams(request.postData() ?? '') };
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Dashboard</h1>' });
      });

      const email = page.getByLabel('Email');
      await expect(email).toHaveAttribute('name', 'username');
      await expect(email).toHaveAttribute('type', 'text');
      await expect(email).toHaveAttribute('autocomplete', 'username');
      await expect(email).toHaveAttribute('placeholder', /@/);
      const password = page.getByLabel('Password');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');

      await email.fill('investor@example.com');
      await password.fill('s3cret & "quoted"');
      const submit = page.getByRole('button', { name: 'Login' });
      await expect(submit).toHaveAttribute('title', 'Sign In');
      await submit.click();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      expect(posted?.method).toBe('POST');
      expect(posted?.url).toBe(LOGIN_ACTION);
      expect(posted?.body.get('username')).toBe('investor@example.com');
      expect(posted?.body.get('password')).toBe('s3cret & "quoted"');
    });
  });
}
