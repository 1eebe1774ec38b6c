// A purely static export: every route becomes out/<route>/index.html, servable by any CDN.
import { tsImport } from 'tsx/esm/api';

// The web-vitals endpoint from content/settings.yml (through content/site.ts), written into the code at build time: with none
// configured (null) the layout's import of the beacon is dead code, and none of it ships. A wrong value in a data file
// stops here, before any page is built: its lines (file, field, value, rule) are what the firm needs, not a stack.
const { site } = await tsImport('./content/site.ts', import.meta.url).catch((error) => {
  if (error?.name !== 'DataFileError') throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
// EXPORT_DIR writes a second export of the same tree elsewhere (the e2e suite's contact-endpoint build,
// scripts/build-contact-endpoint.mjs). In export mode Next takes a custom distDir as the export folder
// and still builds in .next, so two builds of one tree must not run at the same time.
const exportDir = process.env.EXPORT_DIR;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(exportDir ? { distDir: exportDir } : {}),
  trailingSlash: true,
  images: { unoptimized: true },
  // Swiper ships ESM only; transpiling it lets Jest (through next/jest) import it as well.
  transpilePackages: ['swiper'],
  env: { WEB_VITALS_ENDPOINT: site.webVitalsEndpoint ?? '' },
  poweredByHeader: false,
  reactStrictMode: true,
  // npm test builds first, then type-checks the whole tree (tests and the generated .next/types too)
  // in a stage of its own; it sets this so that the build does not run the same check a second time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // Two root layouts (app/(en)/, app/[lang]/) leave no one layout to wrap a 404: app/global-not-found.tsx is it.
    globalNotFound: true,
    // Each page's CSS goes into its HTML as <style> instead of two to four render-blocking
    // <link>s. With links, the first paint waits for the stylesheets while the async framework
    // chunks arrive and run, so in Lighthouse's trace the paint comes after the scripts and its
    // simulation (Lantern) charges all ~140 KB of JavaScript, downloaded and run at 4x slowdown,
    // to the LCP: 1.7-2.4 s for a paint a throttled phone shows at about 0.9 s. Inline, nothing
    // blocks the paint, which lands before the scripts; and a first visit saves a round trip.
    // The cost: the HTML carries the page's CSS (about 5-9 KB gzipped; Next repeats it twice more in
    // the inline RSC payload, which scripts/trim-flight.mjs removes), and a second page does not reuse it from cache;
    // client-side navigations fetch the RSC payload, which still links the stylesheets.
    inlineCss: true,
    turbopackFileSystemCacheForBuild: false,
    // Turbopack's default ("loose") CSS chunker put the carousel's and the chart's modules into the
    // site-wide chunk, so every page carried them (about +0.9 KB gzipped). The graph chunker (Next
    // 16.3+, PR #93606) gives each page only the CSS its modules import: content pages fell from
    // 9.2 to 5.8 KB, calculators from 10.2 to 7.8 KB. With the CSS inlined, more chunks cost no requests.
    // requestCost 0: with the CSS inlined (inlineCss above) another chunk costs no request, so nothing is
    // worth merging into a page that does not use it. At the default (20 KB a request) the graph put the
    // calculators' and questionnaires' stylesheets, once both editions' pages used them, into a chunk that
    // nearly every page loaded: 2-3.5 KB gzipped of unused CSS on content pages.
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

export default nextConfig;
