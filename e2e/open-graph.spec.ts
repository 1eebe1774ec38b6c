// Issue 12: link previews (WhatsApp and others) get a picture: every page names an Open Graph image
// that exists in the export.
import { allPages } from '@/lib/pages';
import { site } from '@/content/site';
import { OG_IMAGE } from '@/lib/seo';
import { expect, test } from './fixtures';

test('every page names a 1200x630 PNG as its og:image, and it is served from out/ @desktop', async ({ page, request }) => {
  test.setTimeout(120_000);
  const checked = new Set<string>();
  for (const { path } of allPages) {
    await page.goto(path);
    const image = page.locator('meta[property="og:image"]');
    await expect(image, path).toHaveCount(1);
    const url = new URL((await image.getAttribute('content')) ?? '');
    expect(url.origin, path).toBe(new URL(site.url).origin);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', String(OG_IMAGE.width));
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', String(OG_IMAGE.height));
    checked.add(url.pathname);
  }
  for (const pathname of checked) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  }
});
