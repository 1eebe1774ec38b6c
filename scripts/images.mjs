#!/usr/bin/env node
// Build step (run before `next build` by `npm run build` and `npm run dev`): turns raster photos in
// public/ into AVIF/WebP variants in public/_img/, writes the manifest that ResponsiveImage reads, and
// draws public/favicon.ico from app/icon.svg. All three are generated, so all are git-ignored.
// Usage: node --import tsx scripts/images.mjs
//
// The encoding is a library's (sharp); ours is only the walk, the hash-named files and the manifest
// (lib/build/images.ts). Not next-image-export-optimizer, the package for this job on static
// exports: it writes WebP only (no AVIF), needs `images.loader: 'custom'` in next.config, and its
// <ExportedImage> is a client component over next/image, JavaScript on every page with a photo,
// where ResponsiveImage is a server-rendered <picture> with none.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { icoFromPngs } from '../lib/build/favicon.ts';
import { buildImages, writeManifest } from '../lib/build/images.ts';
import { IMAGE_MANIFEST_PATH } from '../lib/embeds/images.ts';
import { ogImagePath } from '../lib/pages/seo.ts';
import { LOCALES } from '../lib/i18n/locale.ts';

const publicDir = resolve('public');
const started = Date.now();
// scripts/og-image.mjs writes each edition's Open Graph image into public/ too: a link preview fetches it as
// it is, so none gets variants (a card left by an earlier build used to get unused ones).
const manifest = await buildImages({ publicDir, outputDir: join(publicDir, '_img'), skip: LOCALES.map(ogImagePath) });
await writeManifest(manifest, resolve(IMAGE_MANIFEST_PATH));

const originals = Object.keys(manifest);
const variants = Object.values(manifest).reduce((n, e) => n + e.variants.avif.length + e.variants.webp.length, 0);
console.log(`Images: ${originals.length} originals, ${variants} variants in public/_img/ (${Date.now() - started} ms)`);

// /favicon.ico from the site's icon (app/icon.svg), for the clients that ask for it by that name.
const icon = readFileSync(resolve('app/icon.svg'));
const sizes = [32, 48];
const pngs = await Promise.all(
  sizes.map(async (size) => ({ size, png: await sharp(icon, { density: 300 }).resize(size, size).png().toBuffer() })),
);
writeFileSync(join(publicDir, 'favicon.ico'), icoFromPngs(pngs));
console.log(`Favicon: public/favicon.ico (${sizes.join(' and ')} px)`);
