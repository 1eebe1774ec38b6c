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
    },
  },
  // Playwright fixtures call a parameter named `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // A .cjs file is CommonJS by its name (dependency-cruiser reads its config that way): require() is how it imports.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
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
