import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// With BASE_URL set (for example a deployed preview), the suite tests that site and starts nothing.
const port = Number(process.env.PORT ?? 3000);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

// Browser downloads are not possible here: drive the system Chromium (Debian's package) when present.
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace slows every test down; a failing test is run again (retries) with one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Tests tagged @mobile or @desktop run only at that width; everything else runs at both.
    { name: 'desktop', grepInvert: /@mobile\b/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop\b/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: 'node scripts/serve.mjs',
        url: `${baseURL}/`,
        env: { PORT: String(port) },
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
