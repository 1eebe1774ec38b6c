import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ENDPOINT_EXPORT_DIR, ENDPOINT_SPECS, ENDPOINT_STATE_DIR } from './e2e/contactEndpoint';

// With BASE_URL set (for example a deployed preview), the suite tests that site and starts nothing.
const port = Number(process.env.PORT ?? 3000);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
// The contact form's endpoint-mode specs run against a second export (scripts/build-contact-endpoint.mjs)
// served with the Worker and a local D1 by `wrangler dev` on its own port; a deployed preview has one
// mode only, so they are left out there.
const endpointPort = Number(process.env.ENDPOINT_PORT ?? port + 1000);
const endpointBaseURL = `http://127.0.0.1:${endpointPort}`;
const withEndpointBuild = !process.env.BASE_URL;

// Browser downloads are not possible here: drive the system Chromium (Debian's package) when present.
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const mobile = {
  browserName: 'chromium',
  viewport: { width: 375, height: 812 },
  // A phone's screen has two or three pixels to the CSS pixel, and the layout is the same in CSS pixels
  // at any density: at one, the software renderer paints a quarter of the pixels (7% off the phone
  // tests' time, measured twice each way) and no check reads a pixel.
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const;

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
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
        '--disable-renderer-backgrounding',
        '--disable-background-timer-throttling',
        // No third party is reached: every name but the site's fails to resolve (e2e/fixtures.ts records
        // each such request), which is what the site must survive, and nothing leaves this machine.
        `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(baseURL).hostname}`,
      ],
    },
  },
  projects: [
    // Tests tagged @mobile or @desktop run only at that width; everything else runs at both.
    { name: 'desktop', grepInvert: /@mobile\b/, testIgnore: ENDPOINT_SPECS, use: desktop },
    { name: 'mobile', grepInvert: /@desktop\b/, testIgnore: ENDPOINT_SPECS, use: mobile },
    ...(withEndpointBuild
      ? [
          { name: 'endpoint-desktop', grepInvert: /@mobile\b/, testMatch: ENDPOINT_SPECS, use: { ...desktop, baseURL: endpointBaseURL } },
          { name: 'endpoint-mobile', grepInvert: /@desktop\b/, testMatch: ENDPOINT_SPECS, use: { ...mobile, baseURL: endpointBaseURL } },
        ]
      : []),
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          command: 'node scripts/serve.mjs',
          url: `${baseURL}/`,
          env: { PORT: String(port) },
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
        // Started only when the build is there, so that the other specs run without it; the endpoint
        // specs then fail at once, saying how to make it (e2e/contact-endpoint.spec.ts).
        ...(existsSync(ENDPOINT_EXPORT_DIR)
          ? [
              {
                // Every request comes from 127.0.0.1, so the per-visitor and hourly limits are raised for the suite.
                command: `node scripts/preview.mjs --no-build --assets ${ENDPOINT_EXPORT_DIR} --persist-to ${ENDPOINT_STATE_DIR} --var RATE_LIMIT_PER_MINUTE:10000 --var RATE_LIMIT_PER_HOUR:100000`,
                url: `${endpointBaseURL}/robots.txt`,
                env: { PORT: String(endpointPort) },
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
                // preview.mjs stops wrangler's process group on SIGTERM; a SIGKILL (the default) would leave it serving.
                gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
              },
            ]
          : []),
      ],
});
