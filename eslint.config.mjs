import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Links to pages are plain <a>s (SiteLink) that LinkNavigation opens in the page; next/link would put
  // about 2.3 KB gzipped back on every page (docs/dev/architecture.md, "Links are plain <a>s").
  {
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink (components/ui/SiteLink).' }] }],
      // It asks for next/link on every <a> to a page, the opposite of the rule above; with app/[lang]/ it
      // also takes any one-segment address for a page of that dynamic segment.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  // Playwright fixtures call a parameter named `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-endpoint/**',
    'out-editor/**',
    // wrangler dev's bundles and local D1 (npm run preview).
    '.wrangler/**',
    'node_modules/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'reports/**',
  ]),
]);
