// The site search's evaluation: every query of content/search-eval/queries.txt against its edition's
// index, as the build writes it. Prints top-1 and top-3 per script, the tuning queries and the held-out
// ones apart, and the tuning set's misses. The held-out misses are printed only with --held-out: they
// are for judging the search once tuning is done, never for tuning it.
// Run: npm run search:eval [-- --held-out] [-- --json]
import { readFileSync } from 'node:fs';
import { glossaryPath, topicPath } from '@/lib/library';
import { LOCALES, localisePath } from '@/lib/i18n/locale';
import { siteIndex } from '@/lib/search/documents';
import { loadIndex } from '@/lib/search/searchIndex';

const FILE = 'content/search-eval/queries.txt';
// A section per language, searched on its edition, and one for the language typed in Latin letters
// ("<code>-latin"), searched on the same edition; Hinglish is Hindi typed in Latin letters, its own name.
const EDITION = {
  ...Object.fromEntries(
    LOCALES.flatMap((locale) => [
      [locale, locale],
      [`${locale}-latin`, locale],
    ]),
  ),
  hinglish: 'hi',
};
const showHeldOut = process.argv.includes('--held-out');

/** The queries, each with its script, its set (tuning, held-out or fresh) and the codes of the pages it accepts. */
export function readQueries(text = readFileSync(FILE, 'utf8')) {
  const queries = [];
  let script = null;
  let skipping = false;
  let position = 0;
  let wholeSet = null;
  for (const line of text.split('\n')) {
    const section = /^## ([\w-]+)(?: (held-out|tuning))?\s*$/.exec(line);
    if (section) {
      script = section[1];
      wholeSet = section[2] ?? null;
      // A language's queries are written before its edition is built, so that they are not tuned to its
      // search: until an edition searches the section, its queries wait, and the run says so.
      skipping = !(script in EDITION);
      if (skipping) console.warn(`${FILE}: section ${script} skipped: no edition searches it yet`);
      position = 0;
      continue;
    }
    if (!line.includes('=>') || line.startsWith('#') || skipping) continue;
    if (!script) throw new Error(`${FILE}: a query before the first section: ${line}`);
    const [query, accepted] = line.split('=>').map((part) => part.trim());
    position += 1;
    queries.push({
      script,
      query,
      accept: accepted.split(/\s+/).filter(Boolean),
      // A whole section held out (written after tuning began) is a set of its own, reported apart from
      // every third query of the others.
      set: wholeSet === 'held-out' ? 'fresh' : (wholeSet ?? (position % 3 === 0 ? 'held-out' : 'tuning')),
    });
  }
  return queries;
}

/** An accepted page's address in an edition: t:<slug>, g:<id> or a path. */
export function urlOf(code, locale) {
  if (code.startsWith('t:')) return topicPath(code.slice(2), locale);
  if (code.startsWith('g:')) return `${glossaryPath(locale)}#${code.slice(2)}`;
  if (code.startsWith('/')) return localisePath(code, locale);
  throw new Error(`${FILE}: cannot read the accepted page ${code}`);
}

const indexes = Object.fromEntries(LOCALES.map((locale) => [locale, loadIndex(siteIndex(locale))]));

const rows = readQueries().map((entry) => {
  const locale = EDITION[entry.script];
  const accepted = entry.accept.map((code) => urlOf(code, locale));
  const hits = indexes[locale].search(entry.query, 10).map((hit) => hit.url);
  return {
    ...entry,
    locale,
    accepted,
    hits,
    top1: accepted.includes(hits[0]),
    top3: hits.slice(0, 3).some((url) => accepted.includes(url)),
  };
});

const percent = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const summary = [];
console.log('script     set        queries  top-1    top-3    nothing');
// Only the sections the file has: no file has English typed in another alphabet.
for (const script of Object.keys(EDITION).filter((name) => rows.some((row) => row.script === name))) {
  for (const name of ['tuning', 'held-out', 'fresh']) {
    const set = rows.filter((row) => row.script === script && row.set === name);
    if (set.length === 0) continue;
    const top1 = set.filter((row) => row.top1).length;
    const top3 = set.filter((row) => row.top3).length;
    const empty = set.filter((row) => row.hits.length === 0).length;
    summary.push({
      script,
      set: name,
      queries: set.length,
      top1: top1 / set.length,
      top3: top3 / set.length,
      empty,
    });
    console.log(
      `${script.padEnd(10)} ${name.padEnd(10)} ${String(set.length).padStart(7)}  ${percent(top1, set.length).padStart(6)}   ${percent(top3, set.length).padStart(6)}   ${String(empty).padStart(7)}`,
    );
  }
}

const misses = rows.filter((row) => !row.top1 && (showHeldOut || row.set === 'tuning'));
if (misses.length > 0) {
  console.log(`\nMisses (first result not accepted)${showHeldOut ? ', held-out included' : ', tuning set only'}:`);
  for (const row of misses) {
    const mark = row.top3 ? 'top-3' : 'MISS ';
    console.log(
      `  ${mark} [${row.script}${row.set === 'tuning' ? '' : `, ${row.set}`}] ${row.query}\n        got: ${row.hits.slice(0, 3).join('  ') || '(nothing)'}\n        want: ${row.accepted.join('  ')}`,
    );
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(summary));
