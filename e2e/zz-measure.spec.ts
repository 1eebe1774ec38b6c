import { test } from '@playwright/test';
import { loadDevanagariFont } from './devanagariFont';
const CSS = process.env.INJECT ?? '';
test('measure', async ({ page }) => {
  for (const w of [360, 375, 414, 640, 960, 1024, 1280]) {
    await page.setViewportSize({ width: w, height: 740 });
    const out: string[] = [];
    for (const p of ['/', '/hi/']) {
      await page.goto('http://127.0.0.1:3210' + p);
      if (p.startsWith('/hi')) await loadDevanagariFont(page);
      if (CSS) await page.addStyleTag({ content: CSS });
      out.push(await page.evaluate(() => { const e = document.querySelector('header'); return e ? `${Math.round(e.getBoundingClientRect().height)} ${getComputedStyle(e).position} sw=${document.documentElement.scrollWidth}` : 'none'; }));
    }
    console.log(w, out.join(' | '));
  }
});
