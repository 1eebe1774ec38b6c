#!/usr/bin/env node
// Lighthouse over every route of the route table (lib/pages/pages.ts) in both editions, on the exported out/ served as a
// CDN would (scripts/serve.mjs: gzip, _headers, the CSP in force). Mobile preset (Lighthouse's
// default: Moto G-class screen, simulated slow 4G and 4x CPU slowdown), RUNS runs per route; each
// figure is the median over the runs, the report kept is Lighthouse's own median run
// (computeMedianRun), and the bars of lib/build/lighthouse.ts are asserted per route and over the site.
// Writes reports/lighthouse/index.html (summary) and one full report per route. For a route over
// the LCP bar it also lists what the simulated LCP waited for (diagnoseLcp below).
// Not part of npm test: slow (about 12 s a run) and noisy on a shared machine.
// Usage: npm run build && npm run lighthouse   (RUNS, CHROME_PATH, ROUTES="/ /about/" from the env)
//        node scripts/lighthouse.mjs [dir]       another export, e.g. a bare Next app to compare with (ROUTES=/)
//
// Why not @lhci/cli: it pins its own older Lighthouse (0.15.1 ships 12.6.1; we run 12.8.2)
// and brings express, inquirer, proxy-agent and a second chrome-launcher for a job this file does in
// about 120 lines. Its static server would not apply out/_headers (the CSP) so it would need
// scripts/serve.mjs anyway, the route list from lib/pages/pages.ts, and a summariser for the per-route
// median table the closing note quotes: what it would replace is the loop below, not the rest.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pagesFor } from '../lib/pages/pages.ts';
import { LOCALES } from '../lib/i18n/locale.ts';
import {
  lcpCharges,
  lcpDiagnosisLine,
  ROUTE_BARS,
  siteLine,
  summarise,
  summariseSite,
  summaryHtml,
  TABLE_HEADER,
  tableRow,
} from '../lib/build/lighthouse.ts';

const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const outDir = resolve('reports/lighthouse');

const siteDir = resolve(process.argv[2] ?? 'out');
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No ${join(siteDir, 'index.html')}: run \`npm run build\` first.`);
  process.exit(1);
}
const only = process.env.ROUTES?.split(/\s+/).filter(Boolean);
// Every edition: a Hindi page meets the same bars as its English twin.
const routes = LOCALES.flatMap((locale) => pagesFor(locale)).map((p) => p.path).filter((path) => !only || only.includes(path));

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
  const child = spawn(process.execPath, ['scripts/serve.mjs', siteDir], {
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

// Recomputes the run's simulated LCP from its artifacts, as Lighthouse did, to list the requests the
// simulation charged to it (lib/build/lighthouse.ts lcpDiagnosisLine says why that matters).
async function diagnoseLcp({ artifacts }) {
  const settings = artifacts.settings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const { timestamps } = await ProcessedNavigation.request(artifacts.Trace, context);
  const sinceOrigin = (us) => (us - timestamps.timeOrigin) / 1000;
  const requests = [...lcp.pessimisticEstimate.nodeTimings]
    .filter(([node]) => node.type === 'network')
    .map(([node, timing]) => ({
      url: node.request.url,
      isDocument: node.isMainDocument(),
      observedEndMs: sinceOrigin(node.endTime),
      simulatedEndMs: timing.endTime,
    }));
  return {
    simulatedMs: lcp.timing,
    observedPaintMs: sinceOrigin(timestamps.largestContentfulPaint),
    charges: lcpCharges(requests),
  };
}

const slug = (path) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '--'));
const summaries = [];
const lcpLines = [];
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
    const lhrs = results.map((r) => r.lhr);
    const summary = summarise(path, lhrs);
    summaries.push(summary);
    console.log(tableRow(summary).join('  '));
    if (!results.length) continue;
    const medianRun = computeMedianRun(lhrs);
    const median = results.find((r) => r.lhr === medianRun);
    const report = median?.report;
    const lcpMs = medianRun.audits['largest-contentful-paint']?.numericValue;
    if (median && lcpMs !== undefined && lcpMs > ROUTE_BARS.lcpMs) lcpLines.push(lcpDiagnosisLine(path, await diagnoseLcp(median)));
    await writeFile(join(outDir, `${slug(path)}.html`), Array.isArray(report) ? report[0] : report);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const version = `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`;
const meta = `${version}, mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per route; ${new Date().toISOString()}`;
const site = summariseSite(summaries);
await writeFile(
  join(outDir, 'index.html'),
  summaryHtml(summaries, (path) => `${slug(path)}.html`, meta, site, lcpLines),
);

const widths = TABLE_HEADER.map((h, i) => Math.max(h.length, ...summaries.map((s) => tableRow(s)[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${meta}\n${line(TABLE_HEADER)}\n${summaries.map((s) => line(tableRow(s))).join('\n')}`);
console.log(`\n${siteLine(site)}`);
if (lcpLines.length) console.log(`\nWhat the simulated LCP waits for (median run of each route over the bar):\n${lcpLines.join('\n')}`);
console.log(`Summary: ${join('reports/lighthouse', 'index.html')}`);

const failed = summaries.filter((s) => s.failures.length);
for (const s of failed) console.error(`${s.path}: ${s.failures.join('; ')}`);
for (const failure of site.failures) console.error(`site: ${failure}`);
process.exit(failed.length || site.failures.length ? 1 : 0);
