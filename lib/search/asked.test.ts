import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '@/lib/i18n/locale';
import { allDocuments } from '@/test/librarySearch';
import { askedFile, readAsked } from './asked';
import { buildIndex, loadIndex, type SearchDocument } from './searchIndex';

const documents = [
  { kind: 'topic', key: 'nav' },
  { kind: 'term', key: 'stamp-duty' },
  { kind: 'tool', key: '/tools/swp/' },
  { kind: 'page', key: '/contact/' },
];

/** A repository root holding only the given text as the Marathi edition's file. */
function rootWith(text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'asked-'));
  mkdirSync(join(root, 'content/library/mr'), { recursive: true });
  writeFileSync(join(root, askedFile('mr')), text);
  return root;
}

/** A page with its own words and, if given, what readers ask of it. */
const pageWith = (key: string, title: string, text: string, asked?: string): SearchDocument => ({
  kind: 'topic',
  key,
  url: `/${key}/`,
  title,
  summary: '',
  text,
  asked,
  locale: 'en',
});

describe('what readers ask that a page answers', () => {
  it('reads each code of the file as the topic, glossary term or page it names', () => {
    const text = ["t:nav:\n  - 'युनिटची किंमत'", "g:stamp-duty:\n  - 'युनिट्स थोडे कमी आले'", "/tools/swp/:\n  - 'दर महिन्याला पैसे काढणे'"].join(
      '\n',
    );
    const asked = readAsked('mr', documents, rootWith(text));
    expect([...asked.keys()]).toEqual(['t:nav', 'g:stamp-duty', '/tools/swp/']);
    expect(asked.get('g:stamp-duty')).toEqual(['युनिट्स थोडे कमी आले']);
  });

  it('gives an edition without the file no phrases', () => {
    expect(readAsked('mr', documents, mkdtempSync(join(tmpdir(), 'asked-'))).size).toBe(0);
  });

  it('names the file, the code and the rule for a code that names no page, or a page with no phrase', () => {
    const read = (text: string) => () => readAsked('mr', documents, rootWith(text));
    expect(read("t:no-such-topic:\n  - 'x'")).toThrow(
      'content/library/mr/asked.yml: "t:no-such-topic" names no page of the mr edition\'s search',
    );
    expect(read("g:nav:\n  - 'x'")).toThrow('"g:nav" names no page');
    expect(read("tools/swp:\n  - 'x'")).toThrow('"tools/swp" must be t:<topic slug>, g:<glossary id> or a page\'s path');
    expect(read('t:nav: []')).toThrow('content/library/mr/asked.yml: t:nav must list at least 1');
  });

  it("reads every edition's file on disk, each code naming a page of its search", () => {
    for (const locale of LOCALES) expect(() => allDocuments(locale)).not.toThrow();
  });

  it('finds a page by a word only its phrases hold, after the pages that name it', () => {
    const page = (key: string, title: string, asked?: string): SearchDocument => ({
      ...pageWith(key, title, '', asked),
      kind: 'term',
      summary: 'A small charge on a purchase of units.',
    });
    const index = loadIndex(buildIndex('en', [page('stamp-duty', 'Stamp duty', 'units came out short'), page('short', 'Short')], []));
    expect(index.search('why did my units come out short').map((hit) => hit.url)).toEqual(['/stamp-duty/', '/short/']);
    expect(index.search('short')[0]?.url).toBe('/short/');
  });

  it("counts how rare a word is among the pages' own words, however often readers' phrases say it", () => {
    const documents = [
      pageWith('tax-year', 'Tax year', 'The twelve months whose income is taxed together.'),
      pageWith('riskometer', 'The riskometer', 'A dial that looks the same on every scheme.'),
      // Readers ask about tax on every kind of page; only one page is about it.
      ...Array.from({ length: 8 }, (_, i) => pageWith(`asked-${i}`, `Page ${i}`, `Something else, number ${i}.`, 'how much tax do I pay')),
      ...Array.from({ length: 6 }, (_, i) => pageWith(`more-${i}`, `More ${i}`, `Nothing of the kind, number ${i}.`)),
    ];
    const index = loadIndex(buildIndex('en', documents, []));
    expect(index.search('tax same')[0]?.url).toBe('/tax-year/');
  });

  it("counts a word only readers' phrases hold as a common word, not as what the query is about", () => {
    const documents = [
      pageWith('sip', 'What a SIP is', 'A SIP invests a fixed sum every month.'),
      // Everyday words no page writes, in one page's phrases: they say how readers talk, not what about.
      pageWith('riskometer', 'The riskometer', 'A dial of six levels.', 'can I keep the dial going'),
      ...Array.from({ length: 3 }, (_, i) => pageWith(`other-${i}`, `Other ${i}`, `A SIP is one way in, number ${i}.`)),
      ...Array.from({ length: 13 }, (_, i) => pageWith(`more-${i}`, `More ${i}`, `Something else, number ${i}.`)),
    ];
    const index = loadIndex(buildIndex('en', documents, []));
    expect(index.search('sip keep going')[0]?.url).toBe('/sip/');
    expect(index.search('dial keep going')[0]?.url).toBe('/riskometer/');
  });
});
