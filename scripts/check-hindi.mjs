#!/usr/bin/env node
// Fails when a Hindi page is not in Hindi: for every page under out/hi/ (lib/build/editions.ts) it checks
// <html lang="hi-IN"> and names every English word left in its visible text, its spoken attributes
// (aria-label, alt, title, placeholder) and its JSON-LD names and descriptions that
// lib/build/keptInEnglish.ts does not keep on purpose. The titles of English sources a page cites
// (<cite lang="en">) are their names and stay as published. It also fails when the page's Hindi is not
// the glossary's (content/hi/glossary.ts, lib/hindiTerms.ts): a spelling, wording or gender the glossary
// avoids, a Hindi sentence closed by a Latin full stop, or jargon whose first use in <main> has no gloss.
// Usage: node --import tsx scripts/check-hindi.mjs [dir]
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportedPages } from '../lib/build/editions.ts';
import { documentLanguage, readableText, spokenAttributes } from '../lib/build/html.ts';
import { englishLeftOver, jsonLdWords, mainElement, withoutEnglishCitations } from '../lib/build/hindi.ts';
import { latinFullStops, termProblems, unglossedJargon } from '../lib/hindiTerms.ts';
import { keptInEnglish } from '../lib/build/keptInEnglish.ts';
import { glossary, jargon } from '../content/hi/glossary.ts';
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
  const words = `${readableText(text)}\n${spokenAttributes(text)}`;
  const leftOver = englishLeftOver(`${words}\n${jsonLdWords(html)}`, keptInEnglish);
  if (leftOver.length) {
    problems += leftOver.length;
    const lines = [...new Set(leftOver.map((l) => l.line))];
    console.error(`${page.path}: ${leftOver.length} English word(s): ${[...new Set(leftOver.map((l) => l.word))].join(', ')}`);
    for (const line of lines.slice(0, 12)) console.error(`    ${line.slice(0, 160)}`);
    if (lines.length > 12) console.error(`    … and ${lines.length - 12} more lines`);
  }
  const wrongTerms = termProblems(words, glossary);
  for (const term of wrongTerms) console.error(`${page.path}: "${term.found}" where the glossary writes ${term.term}: …${term.context}…`);
  const stops = latinFullStops(words);
  for (const stop of stops) console.error(`${page.path}: a Latin full stop after Hindi (write the danda "।"): …${stop}…`);
  const unglossed = unglossedJargon(readableText(`<html><body>${mainElement(html)}</body></html>`), jargon);
  for (const term of unglossed) {
    const gloss = jargon.find((rule) => rule.term === term.term)?.gloss;
    console.error(`${page.path}: first use of "${term.term}" without its gloss "(${gloss})": …${term.context}…`);
  }
  problems += wrongTerms.length + stops.length + unglossed.length;
}
if (problems) {
  console.error(
    `\n${problems} problem(s) on ${pages.length} Hindi pages. Translate the text (or keep it on purpose in lib/build/keptInEnglish.ts), and write it the glossary's way (content/hi/glossary.ts).`,
  );
  process.exit(1);
}
console.log(
  `All ${pages.length} Hindi pages are in Hindi (apart from lib/build/keptInEnglish.ts) with <html lang="${HTML_LANG.hi}">, in the glossary's words, with dandas and glossed jargon.`,
);
