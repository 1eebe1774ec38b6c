// Build-time image pipeline: every raster photo under public/ becomes a set of AVIF and WebP
// variants at a few widths, and a manifest tells components/ui/ResponsiveImage.tsx what exists,
// so a phone downloads a 30 KB image rather than the 4 MB original. scripts/images.mjs runs it
// before `next build`; variants are named by a hash of the original, so unchanged photos are not
// encoded again and the files can be cached for ever.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';

const RASTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'];

/** Widths wide enough for the 1200 px column at 2x, and small enough for a phone at 1x. */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2560];

const IMAGE_FORMATS = ['avif', 'webp'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type ImageVariant = { src: `/${string}`; width: number; height: number; bytes: number };

export type ImageEntry = {
  /** Intrinsic size of the original after EXIF rotation, for width/height (no layout shift). */
  width: number;
  height: number;
  variants: Record<ImageFormat, ImageVariant[]>;
};

/** Keyed by the original's URL path, e.g. "/images/team/founder.jpg". */
export type ImageManifest = Record<string, ImageEntry>;

export type ImagePipelineOptions = {
  /** The folder Next copies to the site root (public/). */
  publicDir: string;
  /** Where variants are written; must be inside publicDir, and is skipped when looking for photos. */
  outputDir: string;
  widths?: readonly number[];
  /** URL paths of generated rasters that are not photos (the Open Graph image), left alone. */
  skip?: readonly `/${string}`[];
};

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Quality settings that keep photos free of visible artefacts at about a third of JPEG's size.
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
};

async function* rasterFiles(dir: string, skip: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== skip) yield* rasterFiles(path, skip);
    } else if (RASTER_EXTENSIONS.includes(extname(entry.name).toLowerCase())) {
      yield path;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** The widths to produce for an original `width` px wide: never upscaled, the original's own width on top. */
export function variantWidths(width: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const largest = Math.max(...widths);
  const below = widths.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

export async function buildImages({
  publicDir,
  outputDir,
  widths = VARIANT_WIDTHS,
  skip = [],
}: ImagePipelineOptions): Promise<ImageManifest> {
  const outputUrl: `/${string}` = `/${relative(publicDir, outputDir).split(sep).join('/')}`;
  if (outputUrl.startsWith('/..')) throw new Error(`outputDir ${outputDir} must be inside ${publicDir}`);
  await mkdir(outputDir, { recursive: true });

  const manifest: ImageManifest = {};
  const written = new Set<string>();
  for await (const file of rasterFiles(publicDir, outputDir)) {
    const key: `/${string}` = `/${relative(publicDir, file).split(sep).join('/')}`;
    if (skip.includes(key)) continue;
    const original = await readFile(file);
    const hash = createHash('sha256').update(original).digest('hex').slice(0, 10);
    // rotate() applies the EXIF orientation; sharp drops EXIF (and any GPS position) from the output.
    const { info } = await sharp(original).rotate().toBuffer({ resolveWithObject: true });
    const stem = basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const variants = { avif: [], webp: [] } as Record<ImageFormat, ImageVariant[]>;
    for (const width of variantWidths(info.width, widths)) {
      const height = Math.round((info.height * width) / info.width);
      for (const format of IMAGE_FORMATS) {
        const name = `${stem}-${hash}-${width}.${format}`;
        const target = join(outputDir, name);
        if (!(await exists(target))) await ENCODERS[format](sharp(original).rotate().resize({ width })).toFile(target);
        written.add(name);
        variants[format].push({ src: `${outputUrl}/${name}`, width, height, bytes: (await stat(target)).size });
      }
    }
    manifest[key] = { width: info.width, height: info.height, variants };
  }

  // Variants of photos since removed or replaced would otherwise ship for ever.
  for (const name of await readdir(outputDir)) if (!written.has(name)) await rm(join(outputDir, name), { recursive: true });
  return manifest;
}

export async function writeManifest(manifest: ImageManifest, path: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
