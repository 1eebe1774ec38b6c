// The Worker's tests (npm run test:worker); Jest runs everything else. Two projects: the Worker's
// source inside workerd through Cloudflare's Vitest pool, on the bindings wrangler.jsonc declares
// (worker/), and one smoke test in Node on the bundle `wrangler deploy` uploads (scripts/).
import { mkdirSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// wrangler refuses a configuration whose assets folder (out/) is missing, though these tests never
// serve an asset: before the first build, an empty folder stands in (next build replaces it).
mkdirSync('out', { recursive: true });

export default defineConfig({
  test: {
    // The suites wait for notifications sent after the answer, and for cron runs over many rows.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The Worker logs every notification it sends or retries: shown only for a test that fails.
    silent: 'passed-only',
    projects: [
      {
        extends: true,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // Mail set up as it is live, to a stand-in API the tests answer (worker/test/endpoint.ts).
              bindings: {
                NOTIFY_TO: 'firm@example.com',
                NOTIFY_FROM: 'website@example.com',
                MAIL_API_URL: 'https://mail.test/emails',
                MAIL_API_KEY: 'test-key',
                TEST_MIGRATIONS: await readD1Migrations('worker/migrations'),
              },
              // A second database that never has the tables: the Worker pointed at it is D1 failing.
              d1Databases: { DB: 'leads-test', UNMIGRATED_DB: 'unmigrated-test' },
            },
          }),
        ],
        test: { name: 'workerd', include: ['worker/**/*.test.ts'], setupFiles: ['worker/test/apply-migrations.ts'] },
      },
      { extends: true, test: { name: 'deploy-bundle', include: ['scripts/worker-bundle.test.ts'], environment: 'node' } },
    ],
  },
});
