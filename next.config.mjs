// A purely static export: every route becomes out/<route>/index.html, servable by any CDN.
// BASE_PATH lets the same build live under a sub-path (for example GitHub Pages project sites).
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  // Swiper ships ESM only; transpiling it lets Jest (through next/jest) import it as well.
  transpilePackages: ['swiper'],
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  poweredByHeader: false,
  reactStrictMode: true,
  // npm test builds first, then type-checks the whole tree (tests and the generated .next/types too)
  // in a stage of its own; it sets this so that the build does not run the same check a second time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
};

export default nextConfig;
