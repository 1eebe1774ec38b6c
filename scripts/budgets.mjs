#!/usr/bin/env node
// Fails when a route makes browsers download more JavaScript or CSS (gzipped) than budgets.json
// allows. For every page of the route table (lib/pages.ts) in every edition, it reads the exported HTML, collects
// the scripts and stylesheets it loads (tags, preloads and the chunks its inline bootstrap names;
// not the `nomodule` polyfills modern browsers skip), gzips each file and sums them.
// Usage: node --import tsx scripts/budgets.mjs [dir]
//
// Ours because no budget tool on npm knows what an exported page loads: size-limit and bundlesize
// measure files or bundles named in their config, and Lighthouse measures a page only in a browser
// run, too slow for `npm test`. The judging (lib/build/budgets.ts) is a few lines over that.
//
// The editions: a page of a prefixed edition (Hindi) is held to its English twin's budget, must load
// exactly the same scripts as its twin (its words travel in the HTML, never in a chunk), and no script an
// English page loads may hold another language's script (lib/i18n/locale.ts, textRules.script), so no
// edition ever ships another's words.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedPages } from '../lib/build/editions.ts';
import { DEFAULT_LOCALE, LOCALE_TABLE, localeOfPath, PREFIXED_LOCALES, unlocalisedPath } from '../lib/i18n/locale.ts';
import { pageAssets } from '../lib/build/html.ts';
import { checkBudgets, editionScripts, formatTable, holdsScript, twinDifferences, unknownRoutes } from '../lib/build/budgets.ts';

const root = resolve(process.argv[2] ?? 'out');
// The other languages' scripts, which no English page's JavaScript may hold.
const otherScripts = PREFIXED_LOCALES.flatMap((locale) => {
  const script = LOCALE_TABLE[locale].textRules.script;
  // A sentence end of its own (Hindi's danda) is its text too; a Latin full stop (Marathi's) is everyone's.
  const { sentenceEnd } = LOCALE_TABLE[locale];
  const ownEnd = /^[\x20-\x7e]*$/.test(sentenceEnd) ? '' : sentenceEnd;
  return script ? [{ name: LOCALE_TABLE[locale].name, letters: `${script}${ownEnd}` }] : [];
});
const budgets = JSON.parse(await readFile(resolve('budgets.json'), 'utf8'));

const gzipped = new Map();
async function gzipSize(path) {
  if (!gzipped.has(path)) {
    // Level 9, as scripts/serve.mjs sends them; CDNs' brotli is a little smaller still.
    gzipped.set(path, gzipSync(await readFile(join(root, path)), { level: 9 }).length);
  }
  return gzipped.get(path);
}

const measurements = [];
const problems = [];
const scriptsOf = new Map();
for (const page of exportedPages(root).filter((p) => !p.path.endsWith('/404'))) {
  const html = await readFile(page.file, 'utf8');
  const { scripts, stylesheets } = pageAssets(html);
  const local = (paths) => paths.filter((p) => p.startsWith('/'));
  for (const url of [...scripts, ...stylesheets].filter((p) => !p.startsWith('/')))
    problems.push(`${page.path} loads ${url} from another host`);
  let js = 0;
  let css = 0;
  for (const path of local(scripts)) js += await gzipSize(path);
  for (const path of local(stylesheets)) css += await gzipSize(path);
  measurements.push({ path: page.path, js, css });
  scriptsOf.set(page.path, local(scripts));
  if (page.locale === DEFAULT_LOCALE) {
    for (const path of local(scripts)) {
      const code = await readFile(join(root, path), 'utf8');
      for (const script of otherScripts.filter((s) => holdsScript(code, s.letters))) problems.push(`${page.path} loads ${path}, which holds ${script.name} text`);
    }
  }
}

const listsOf = (locale) => [...scriptsOf].filter(([path]) => localeOfPath(path) === locale).map(([, scripts]) => scripts);
const englishLists = listsOf(DEFAULT_LOCALE);
for (const locale of PREFIXED_LOCALES) {
  const lists = listsOf(locale);
  const layoutChunks = new Set([...editionScripts(lists, englishLists), ...editionScripts(englishLists, lists)]);
  for (const [path, scripts] of scriptsOf) {
    if (localeOfPath(path) !== locale) continue;
    const difference = twinDifferences(scripts, scriptsOf.get(unlocalisedPath(path)) ?? [], layoutChunks);
    if (difference) problems.push(`${path} and its English twin load different scripts: ${difference}`);
  }
}

// Each page of a prefixed edition is measured against its English twin's budget.
const rows = checkBudgets(measurements, budgets, unlocalisedPath);
console.log(formatTable(rows));
for (const path of unknownRoutes(measurements, budgets)) problems.push(`budgets.json names ${path}, which is not in the route table`);
for (const row of rows.filter((r) => r.over.length)) problems.push(`${row.path} is over its ${row.over.join(' and ')} budget`);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes are within budget (budgets.json).`);
