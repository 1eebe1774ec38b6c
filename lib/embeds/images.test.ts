import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageManifest } from '../build/images';
import { imageEntry, srcSet } from './images';

const variant = (width: number) => ({ src: `/_img/p-abc-${width}.avif` as const, width, height: width / 2, bytes: 100 });

test('srcSet lists each variant with its width', () => {
  expect(srcSet([variant(320), variant(640)])).toBe('/_img/p-abc-320.avif 320w, /_img/p-abc-640.avif 640w');
});

describe('imageEntry', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'manifest-'));
    const manifest: ImageManifest = { '/images/a.jpg': { width: 640, height: 320, variants: { avif: [variant(640)], webp: [] } } };
    await writeFile(join(dir, 'images.json'), JSON.stringify(manifest));
  });
  afterAll(async () => {
    delete process.env.IMAGE_MANIFEST;
    await rm(dir, { recursive: true, force: true });
  });

  test('finds a photo by its path under public/', () => {
    process.env.IMAGE_MANIFEST = join(dir, 'images.json');
    expect(imageEntry('/images/a.jpg')).toMatchObject({ width: 640, height: 320 });
    expect(() => imageEntry('/images/b.jpg')).toThrow(/\/images\/b\.jpg is not in/);
  });

  test('says how to make the manifest when there is none', () => {
    process.env.IMAGE_MANIFEST = join(dir, 'missing.json');
    expect(() => imageEntry('/images/a.jpg')).toThrow(/npm run images/);
  });
});
