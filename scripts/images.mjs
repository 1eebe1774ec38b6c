#!/usr/bin/env node
// Build step (run before `next build` by `npm run build` and `npm run dev`): turns raster photos in
// public/ into AVIF/WebP variants in public/_img/ and writes the manifest that ResponsiveImage
// reads. Both are generated, so both are git-ignored. Usage: node --import tsx scripts/images.mjs
import { join, resolve } from 'node:path';
import { buildImages, writeManifest } from '../lib/build/images.ts';
import { IMAGE_MANIFEST_PATH } from '../lib/images.ts';

const publicDir = resolve('public');
const started = Date.now();
const manifest = await buildImages({ publicDir, outputDir: join(publicDir, '_img') });
await writeManifest(manifest, resolve(IMAGE_MANIFEST_PATH));

const originals = Object.keys(manifest);
const variants = Object.values(manifest).reduce((n, e) => n + e.variants.avif.length + e.variants.webp.length, 0);
console.log(`Images: ${originals.length} originals, ${variants} variants in public/_img/ (${Date.now() - started} ms)`);
