#!/usr/bin/env node
// Fails when a Hindi page is not in Hindi: for every page under out/hi/ (lib/build/editions.ts) it checks
// <html lang="hi-IN"> and names every English word left in its visible text and spoken attributes
// (aria-label, alt, title, placeholder) that content/hi/keptInEnglish.ts does not keep on purpose. The
// titles of English sources a page cites (<cite lang="en">) are their names and stay as published.
// Usage: node --import tsx scripts/check-hindi.mjs [dir]
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportedPages } from '../lib/build/editions.ts';
import { documentLanguage, readableText, spokenAttributes } from '../lib/build/html.ts';
import { englishLeftOver, withoutEnglishCitations } from '../lib/build/hindi.ts';
import { keptInEnglish } from '../content/hi/keptInEnglish.ts';
import { HTML_LANG } from '../lib/locale.ts';

const root = resolve(process.argv[2] ?? 'out');
const pages = exportedPages(root).filter((page) => page.locale === 'hi');

let problems = 0;
for (const page of pages) {
  const html = await readFile(page.file, 'utf8');
  const lang = documentLanguage(html);
  if (lang !== HTML_LANG.hi) {
    problems += 1;
    console.error(`${page.path}: <html lang="${lang}">, expected "${HTML_LANG.hi}"`);
  }
  const text = withoutEnglishCitations(html);
  const leftOver = englishLeftOver(`${readableText(text)}\n${spokenAttributes(text)}`, keptInEnglish);
  if (leftOver.length) {
    problems += leftOver.length;
    const lines = [...new Set(leftOver.map((l) => l.line))];
    console.error(`${page.path}: ${leftOver.length} English word(s): ${[...new Set(leftOver.map((l) => l.word))].join(', ')}`);
    for (const line of lines.slice(0, 12)) console.error(`    ${line.slice(0, 160)}`);
    if (lines.length > 12) console.error(`    … and ${lines.length - 12} more lines`);
  }
}
if (problems) {
  console.error(
    `\n${problems} problem(s) on ${pages.length} Hindi pages. Translate the text, or keep it on purpose in content/hi/keptInEnglish.ts.`,
  );
  process.exit(1);
}
console.log(`All ${pages.length} Hindi pages are in Hindi (apart from content/hi/keptInEnglish.ts) with <html lang="${HTML_LANG.hi}">.`);
