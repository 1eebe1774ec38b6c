import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import sharp from 'sharp';
import { buildImages, writeManifest } from '@/lib/build/images';
import { ResponsiveImage } from './ResponsiveImage';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'responsive-image-'));
  await mkdir(join(dir, 'public/images'), { recursive: true });
  const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#0b2e4f' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(dir, 'public/images/office.jpg'), photo);
  const manifest = await buildImages({ publicDir: join(dir, 'public'), outputDir: join(dir, 'public/_img') });
  process.env.IMAGE_MANIFEST = join(dir, 'images.json');
  await writeManifest(manifest, process.env.IMAGE_MANIFEST);
}, 60_000);

afterAll(async () => {
  delete process.env.IMAGE_MANIFEST;
  await rm(dir, { recursive: true, force: true });
});

test('renders a <picture> with AVIF and WebP srcsets, sizes and the intrinsic size', () => {
  const { container } = render(
    <ResponsiveImage src="/images/office.jpg" alt="Our office in Fort, Mumbai" sizes="(min-width: 960px) 50vw, 100vw" />,
  );
  const img = screen.getByRole('img', { name: 'Our office in Fort, Mumbai' });
  expect(img).toHaveAttribute('width', '700');
  expect(img).toHaveAttribute('height', '400');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).toHaveAttribute('sizes', '(min-width: 960px) 50vw, 100vw');
  expect(img.getAttribute('srcset')).toMatch(/^\/_img\/office-\w+-320\.webp 320w, \/_img\/office-\w+-640\.webp 640w, .*-700\.webp 700w$/);
  expect(img.getAttribute('src')).toMatch(/^\/_img\/office-\w+-700\.webp$/);

  const source = container.querySelector('picture > source');
  expect(source).toHaveAttribute('type', 'image/avif');
  expect(source).toHaveAttribute('sizes', '(min-width: 960px) 50vw, 100vw');
  expect(
    source
      ?.getAttribute('srcset')
      ?.split(', ')
      .map((c) => c.split(' ')[1]),
  ).toEqual(['320w', '640w', '700w']);
  expect(container.innerHTML).not.toContain('office.jpg');
});

test('loads the largest-paint image eagerly and first', () => {
  render(<ResponsiveImage src="/images/office.jpg" alt="" sizes="100vw" priority />);
  const img = document.querySelector('img');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

test('fails loudly for a photo the pipeline has not seen', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<ResponsiveImage src="/images/missing.jpg" alt="" sizes="100vw" />)).toThrow(/not in .*images\.json/);
});
