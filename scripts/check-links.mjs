#!/usr/bin/env node
// Checks every internal link, image, script and #anchor in the exported site (out/) against the
// files that are actually there. Fails with a list of what is broken. Usage: node --import tsx scripts/check-links.mjs [dir]
// Offline by design: links to other hosts are not fetched (no network here, and they are not ours).
//
// Written here rather than with linkinator (7.6.1, its last release for Node 20), which was run
// with --recurse --check-fragments --redirects error on copies of out/ with faults injected.
// Crawling from the home page, it checks the #anchors asked of a page only when it first fetches
// that page: it missed 3 of 5 broken cross-page anchors, never saw 404.html (nothing links to it),
// and reported one broken same-page anchor of /contact/ 22 times against the service pages. Started
// from every HTML file (its API), it found every fault but named the home page or 404.html as the
// page holding each broken anchor. This check finds them all, names the right page, needs no server
// and runs in under a second (linkinator: about 10 s).
import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { sitePagesUnder } from '../lib/build/files.ts';
import { fragmentCarriesMessage } from '../lib/contact/prefill.ts';

const root = resolve(process.argv[2] ?? 'out');

async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** The site path a file is served at: out/about/index.html -> /about/. */
function sitePathOf(file) {
  const rel = '/' + relative(root, file).split('\\').join('/');
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}

function targetsIn(html) {
  const found = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(match[1]);
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of match[1].split(',')) found.push(candidate.trim().split(/\s+/)[0]);
  }
  return found.map((t) => t.replace(/&amp;/g, '&')).filter(Boolean);
}

const idsCache = new Map();
async function idsOf(file) {
  if (!idsCache.has(file)) {
    const html = await readFile(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

/** The file a site path is served from, or null. */
async function fileFor(pathname) {
  const path = decodeURIComponent(pathname);
  if (path.endsWith('/')) return (await exists(join(root, path, 'index.html'))) ? join(root, path, 'index.html') : null;
  if ((await exists(join(root, path))) && (await stat(join(root, path))).isFile()) return join(root, path);
  return null;
}

const broken = [];
let checked = 0;
for await (const file of sitePagesUnder(root)) {
  const from = sitePathOf(file);
  const html = await readFile(file, 'utf8');
  for (const target of targetsIn(html)) {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) continue; // external, mailto:, tel:, data:
    checked += 1;
    const url = new URL(target, `http://site${from}`);
    const { pathname } = url;
    const targetFile = target.startsWith('#') ? file : await fileFor(pathname);
    if (!targetFile) {
      broken.push(`${from}: ${target} (no such page or file)`);
      continue;
    }
    // A contact link's `#message=...` is read by the form's script (lib/contact/prefill.ts), not an anchor.
    const anchor = fragmentCarriesMessage(url.hash) ? '' : decodeURIComponent(url.hash.slice(1));
    if (anchor && targetFile.endsWith('.html') && !(await idsOf(targetFile)).has(anchor)) {
      broken.push(`${from}: ${target} (no element with id "${anchor}")`);
    }
  }
}

if (broken.length) {
  console.error(`Broken internal links (${broken.length}):\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`Link check: ${checked} internal links and anchors, 0 broken.`);
