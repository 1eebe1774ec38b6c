#!/usr/bin/env node
// Fails when a page of an edition with text rules (lib/i18n/locale.ts, textRules.glossary: Hindi and Marathi) is
// not in its language: for every such page (lib/build/editions.ts) it checks <html lang> and names every
// English word left in its visible text, its spoken attributes (aria-label, alt, title, placeholder) and
// its JSON-LD names and descriptions that lib/build/keptInEnglish.ts does not keep on purpose. The
// titles of English sources a page cites (<cite lang="en">) are their names and stay as published; the
// language switch invites each reader in the reader's own language. It also fails when the page's words
// are not the glossary's (content/<code>/glossary.ts, lib/hindiTerms.ts): a spelling, wording or gender
// the glossary avoids, a sentence closed by a Latin full stop where the language takes its own (the
// danda), or jargon whose first use in <main> has no gloss.
// Usage: node --import tsx scripts/check-hindi.mjs [dir]
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportedPages } from '../lib/build/editions.ts';
import { documentLanguage, readableText, spokenAttributes } from '../lib/build/html.ts';
import { englishLeftOver, jsonLdWords, mainElement, withoutEnglishCitations } from '../lib/build/hindi.ts';
import { latinFullStops, termProblems, unglossedJargon } from '../lib/hindiTerms.ts';
import { LOCALE_TABLE, LOCALES } from '../lib/i18n/locale.ts';
import { keptInEnglishFor } from '../lib/build/keptInEnglish.ts';
import { languageSwitchFor } from '../lib/i18n/words.ts';

const root = resolve(process.argv[2] ?? 'out');
const checked = LOCALES.filter((locale) => LOCALE_TABLE[locale].textRules.glossary);

let problems = 0;
let pageCount = 0;
for (const locale of checked) {
  const { htmlLang, name, textRules } = LOCALE_TABLE[locale];
  const keptInEnglish = keptInEnglishFor(locale);
  const { glossary, jargon } = await import(`../content/${locale}/glossary.ts`);
  const switchInvitations = languageSwitchFor(locale).map((edition) => edition.description);
  const kept = { ...keptInEnglish, phrases: [...keptInEnglish.phrases, ...switchInvitations] };
  const pages = exportedPages(root).filter((page) => page.locale === locale);
  pageCount += pages.length;
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    const lang = documentLanguage(html);
    if (lang !== htmlLang) {
      problems += 1;
      console.error(`${page.path}: <html lang="${lang}">, expected "${htmlLang}"`);
    }
    const text = withoutEnglishCitations(html);
    const words = `${readableText(text)}\n${spokenAttributes(text)}`;
    const leftOver = englishLeftOver(`${words}\n${jsonLdWords(html)}`, kept);
    if (leftOver.length) {
      problems += leftOver.length;
      const lines = [...new Set(leftOver.map((l) => l.line))];
      console.error(`${page.path}: ${leftOver.length} English word(s): ${[...new Set(leftOver.map((l) => l.word))].join(', ')}`);
      for (const line of lines.slice(0, 12)) console.error(`    ${line.slice(0, 160)}`);
      if (lines.length > 12) console.error(`    … and ${lines.length - 12} more lines`);
    }
    const wrongTerms = termProblems(words, glossary);
    for (const term of wrongTerms) console.error(`${page.path}: "${term.found}" where the glossary writes ${term.term}: …${term.context}…`);
    const stops = latinFullStops(words, textRules);
    for (const stop of stops) console.error(`${page.path}: a Latin full stop after ${name} (write "${LOCALE_TABLE[locale].sentenceEnd}"): …${stop}…`);
    const unglossed = unglossedJargon(readableText(`<html><body>${mainElement(html)}</body></html>`), jargon);
    for (const term of unglossed) {
      const gloss = jargon.find((rule) => rule.term === term.term)?.gloss;
      console.error(`${page.path}: first use of "${term.term}" without its gloss "(${gloss})": …${term.context}…`);
    }
    problems += wrongTerms.length + stops.length + unglossed.length;
  }
}
if (problems) {
  console.error(
    `\n${problems} problem(s) on ${pageCount} pages of ${checked.join(', ')}. Translate the text (or keep it on purpose in lib/build/keptInEnglish.ts), and write it the glossary's way (content/<code>/glossary.ts).`,
  );
  process.exit(1);
}
console.log(
  `All ${pageCount} pages of ${checked.join(', ')} are in their language (apart from lib/build/keptInEnglish.ts) with their <html lang>, in the glossary's words, with their sentence ends and glossed jargon.`,
);
