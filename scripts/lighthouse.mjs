#!/usr/bin/env node
// Lighthouse over every route of the route table (lib/pages.ts), on the exported out/ served as a
// CDN would (scripts/serve.mjs: gzip, _headers, the CSP in force). Mobile preset (Lighthouse's
// default: Moto G-class screen, simulated slow 4G and 4x CPU slowdown), RUNS runs per route, the
// median run kept (Lighthouse's own computeMedianRun), and the bars of lib/build/lighthouse.ts
// asserted. Writes reports/lighthouse/index.html (summary) and one full report per route.
// Not part of npm test: slow (about 12 s a run) and noisy on a shared machine.
// Usage: npm run build && npm run lighthouse   (RUNS, CHROME_PATH, ROUTES="/ /about/" from the env)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { importTs } from './lib/ts.mjs';

const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const outDir = resolve('reports/lighthouse');
const { allPages } = await importTs('lib/pages.ts');
const { summarise, summaryHtml, TABLE_HEADER, tableRow } = await importTs('lib/build/lighthouse.ts');

if (!existsSync(resolve('out/index.html'))) {
  console.error('No out/index.html: run `npm run build` first.');
  process.exit(1);
}
const only = process.env.ROUTES?.split(/\s+/).filter(Boolean);
const routes = allPages.map((p) => p.path).filter((path) => !only || only.includes(path));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function startServer(port) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && ready());
    child.on('exit', (code) => fail(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return child;
}

const port = await freePort();
const server = await startServer(port);
const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

const slug = (path) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '--'));
const summaries = [];
try {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const path of routes) {
    // A run on a busy machine sometimes ends without a paint (NO_FCP): retry it, up to twice as many runs.
    const results = [];
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (filterToValidRuns([result.lhr]).length) results.push(result);
      else console.warn(`${path}: run discarded (${result.lhr.runtimeError?.code ?? 'no FCP or TTI'})`);
    }
    if (!results.length) {
      summaries.push({ ...summarise(path, { categories: {}, audits: {} }), failures: ['no valid run'] });
      continue;
    }
    const median = computeMedianRun(results.map((r) => r.lhr));
    const report = results.find((r) => r.lhr === median)?.report;
    await writeFile(join(outDir, `${slug(path)}.html`), Array.isArray(report) ? report[0] : report);
    const summary = summarise(path, median);
    summaries.push(summary);
    console.log(tableRow(summary).join('  '));
  }
} finally {
  await chrome.kill();
  server.kill();
}

const version = summaries.length
  ? `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`
  : '';
const meta = `${version}, mobile preset, ${runs} runs per route, median run shown; ${new Date().toISOString()}`;
await writeFile(
  join(outDir, 'index.html'),
  summaryHtml(summaries, (path) => `${slug(path)}.html`, meta),
);

const widths = TABLE_HEADER.map((h, i) => Math.max(h.length, ...summaries.map((s) => tableRow(s)[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${meta}\n${line(TABLE_HEADER)}\n${summaries.map((s) => line(tableRow(s))).join('\n')}`);
console.log(`\nSummary: ${join('reports/lighthouse', 'index.html')}`);

const failed = summaries.filter((s) => s.failures.length);
for (const s of failed) console.error(`${s.path}: ${s.failures.join('; ')}`);
process.exit(failed.length ? 1 : 0);
