// The site search's weight and speed (a benchmark to read, not a test to pass: timings depend on the
// machine). Reports each edition's index as served, raw and gzipped, and, on the exported site in
// Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), the time from a keystroke in
// the search page's box to the first results on screen, once the index is loaded. Target: < 100 ms.
// Usage: npm run build, then npm run search:bench   (PORT for the server it starts, 3207 by default)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { pathTo } from '@/content/routes';
import { searchIndexPath, siteIndex } from '@/lib/search/documents';
import { LOCALES as ALL_LOCALES } from '@/lib/i18n/locale';

// What readers type, one per script, each ending on the keystroke that is timed; an edition without
// queries here is not timed.
const QUERIES = {
  en: ['sip calculator', 'tax on mutual funds', 'add nominee'],
  hi: ['एसआईपी कैलकुलेटर', 'म्यूचुअल फंड पर टैक्स', 'nominee kaise add kare'],
  mr: ['एसआयपी कॅल्क्युलेटर', 'म्युच्युअल फंडांवर कर', 'nominee kasa add karaycha'],
};
const LOCALES = ALL_LOCALES.filter((locale) => locale in QUERIES);
const RUNS = 5;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Index sizes (as served, gzip level 9):');
for (const locale of LOCALES) {
  const file = `out${searchIndexPath(locale)}`;
  const json = existsSync(file) ? readFileSync(file) : Buffer.from(JSON.stringify(siteIndex(locale)));
  console.log(`  ${locale}: ${kb(json.length)} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzipped${existsSync(file) ? '' : ' (built in memory: no out/)'}`);
}

if (!existsSync('out/index.html')) {
  console.log('\nNo exported site in out/: run `npm run build` for the timing.');
  process.exit(0);
}

const port = Number(process.env.PORT ?? 3207);
const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForServer(`http://127.0.0.1:${port}/`);
  console.log('\nKeystroke to first results, CPU 4x slower, index loaded (median and worst of each query, ms):');
  for (const locale of LOCALES) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`http://127.0.0.1:${port}${pathTo('/search/', locale)}`);
    await page.locator('form[data-search-state="ready"]').waitFor({ state: 'attached' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const box = page.locator('main input[type="search"]');
    for (const query of QUERIES[locale]) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        await box.fill('');
        await box.fill(query.slice(0, -1));
        await box.focus();
        // Until the box's results stand for the shortened query, so the timed change is the keystroke's.
        await page.waitForFunction(
          (label) => document.querySelector('main form[role="search"] ul')?.getAttribute('aria-label')?.includes(label) ?? false,
          query.slice(0, -1).trim(),
        );
        // From the key event to the frame after the results list holds the query's results: the
        // listeners are in place before the key is typed.
        await page.evaluate(() => {
          const input = document.querySelector('main input[type="search"]');
          const list = document.querySelector('main form[role="search"] ul');
          let start = 0;
          // The first event the keystroke raises in the box (a Devanagari letter arrives as text, without keydown).
          const mark = () => (start = start || performance.now());
          for (const type of ['keydown', 'beforeinput', 'input']) input.addEventListener(type, mark, { once: true });
          window.searchTiming = new Promise((done) => {
            new MutationObserver((_, observer) => {
              if (!start || list.hidden || !list.querySelector('a')) return;
              observer.disconnect();
              requestAnimationFrame(() => done(performance.now() - start));
            }).observe(list, { childList: true, subtree: true, attributes: true, characterData: true });
          });
        });
        await page.keyboard.type(query.slice(-1));
        const elapsed = page.evaluate(() => window.searchTiming);
        times.push(await elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${locale} "${query}": median ${times[Math.floor(times.length / 2)].toFixed(0)}, worst ${times.at(-1).toFixed(0)}`);
    }
    await page.close();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.kill();
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
