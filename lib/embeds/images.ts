// Looks up the variants scripts/images.mjs made for a photo. Runs at build time only (server
// components render during the export), so it may read the manifest from disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageEntry, ImageManifest, ImageVariant } from '../build/images';

/** Where scripts/images.mjs writes the manifest, from the project root. */
export const IMAGE_MANIFEST_PATH = 'lib/generated/images.json';

function manifestPath(): string {
  // IMAGE_MANIFEST lets a test point at a manifest it generated.
  return process.env.IMAGE_MANIFEST ?? join(process.cwd(), IMAGE_MANIFEST_PATH);
}

const cache = new Map<string, ImageManifest>();

function readManifest(path: string): ImageManifest {
  const cached = cache.get(path);
  if (cached) return cached;
  let manifest: ImageManifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as ImageManifest;
  } catch (error) {
    throw new Error(`No image manifest at ${path}: run "npm run images" (npm run build and npm run dev do it first)`, { cause: error });
  }
  cache.set(path, manifest);
  return manifest;
}

/** The variants of the photo at `src` (its path under public/, e.g. "/images/team/founder.jpg"). */
export function imageEntry(src: string): ImageEntry {
  const path = manifestPath();
  const entry = readManifest(path)[src];
  if (!entry) throw new Error(`${src} is not in ${path}: is it a JPEG, PNG, WebP, AVIF or TIFF under public/?`);
  return entry;
}

/** "a.avif 320w, b.avif 640w". */
export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}
