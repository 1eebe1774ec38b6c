import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImages, variantWidths, writeManifest, type ImageManifest } from './images';

// A photo-like JPEG: noise, which no encoder can cheat on. Small widths keep AVIF encoding quick.
function samplePhoto(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
const widths = [160, 320, 640];

describe('variantWidths', () => {
  test('never upscales and ends with the original width, capped', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('buildImages', () => {
  let dir: string;
  let manifest: ImageManifest;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'images-'));
    await mkdir(join(dir, 'public/images/team'), { recursive: true });
    await writeFile(join(dir, 'public/images/team/Founder Photo.jpg'), await samplePhoto());
    await writeFile(join(dir, 'public/images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      join(dir, 'public/og-image.png'),
      await sharp({ create: { width: 120, height: 63, channels: 3, background: '#0b2e4f' } })
        .png()
        .toBuffer(),
    );
    await mkdir(join(dir, 'public/_img'));
    await writeFile(join(dir, 'public/_img/stale-0000000000-320.webp'), 'old');
    manifest = await buildImages({ publicDir: join(dir, 'public'), outputDir: join(dir, 'public/_img'), widths, skip: ['/og-image.png'] });
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('lists each raster original under its URL path, with its size, and leaves SVGs and skipped files alone', () => {
    expect(Object.keys(manifest)).toEqual(['/images/team/Founder Photo.jpg']);
    expect(manifest['/images/team/Founder Photo.jpg']).toMatchObject({ width: 1200, height: 800 });
  });

  test('makes AVIF and WebP variants at each width, with the aspect ratio kept, far smaller than the original', async () => {
    const entry = manifest['/images/team/Founder Photo.jpg'];
    expect(entry?.variants.avif.map((v) => v.width)).toEqual(widths);
    expect(entry?.variants.webp.map((v) => [v.width, v.height])).toEqual([
      [160, 107],
      [320, 213],
      [640, 427],
    ]);
    for (const variant of [...(entry?.variants.avif ?? []), ...(entry?.variants.webp ?? [])]) {
      expect(variant.src).toMatch(/^\/_img\/founder-photo-[0-9a-f]{10}-\d+\.(avif|webp)$/);
      const file = join(dir, 'public', variant.src);
      const meta = await sharp(file).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([
        variant.src.endsWith('.avif') ? 'avif' : 'webp',
        variant.width,
      ]);
      expect((await stat(file)).size).toBe(variant.bytes);
    }
    const original = (await stat(join(dir, 'public/images/team/Founder Photo.jpg'))).size;
    const phoneVariant = entry?.variants.avif.find((v) => v.width === 320);
    expect(phoneVariant?.bytes).toBeLessThan(original / 10);
  });

  test('removes variants of photos that are gone, and reuses unchanged ones', async () => {
    const files = await readdir(join(dir, 'public/_img'));
    expect(files).not.toContain('stale-0000000000-320.webp');
    expect(files).toHaveLength(6);
    const before = (await stat(join(dir, 'public', manifest['/images/team/Founder Photo.jpg']?.variants.avif[0]?.src ?? ''))).mtimeMs;
    const again = await buildImages({
      publicDir: join(dir, 'public'),
      outputDir: join(dir, 'public/_img'),
      widths,
      skip: ['/og-image.png'],
    });
    expect(again).toEqual(manifest);
    expect((await stat(join(dir, 'public', again['/images/team/Founder Photo.jpg']?.variants.avif[0]?.src ?? ''))).mtimeMs).toBe(before);
  });

  test('writes the manifest as JSON', async () => {
    const path = join(dir, 'generated/images.json');
    await writeManifest(manifest, path);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(manifest);
  });
});
