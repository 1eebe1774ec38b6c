import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { FIRM_PAGE } from '@/content/librarySearch';
import { glossaryPath, loadLibrary, topicPath } from '@/lib/library';
import { libraryDocuments as documents } from '@/test/librarySearch';
import { phraseKey } from './normalise';
import { buildIndex, loadIndex, type SearchDocument } from './searchIndex';

const synonyms = loadLibrary('en').synonyms;
const titleOf = (slug: string, locale: Locale) => loadLibrary(locale).topics.find((topic) => topic.slug === slug)?.title;

/** The topic the synonym table sends a query to: the one every phrase of the table found in the query names. */
function expectedTopic(query: string): string {
  const words = phraseKey(query);
  const named = synonyms
    .filter((synonym) => ` ${words} `.includes(` ${phraseKey(synonym.query)} `))
    .map((synonym) => new Set(synonym.topics));
  const [first, ...rest] = named;
  const slug = [...(first ?? [])].find((candidate) => rest.every((topics) => topics.has(candidate)));
  if (!slug) throw new Error(`the synonym table names no topic for "${query}"`);
  return slug;
}

// Queries visitors type: English, Hinglish and Hindi, in the cases and spellings they arrive in.
const QUERIES: Record<Locale, string[]> = {
  en: ['sip', 'SIP', 'nav kya hai', 'NAV kya hota hai', 'mutual fund kya hai', 'lock in', 'ELSS lock-in'],
  hi: ['एसआईपी', 'म्यूचुअल फंड', 'लॉक-इन', 'sip', 'nav kya hai', 'mutual fund kya hai', 'lock in'],
  mr: ['दर महिन्याला गुंतवणूक', 'म्युचल फंड', 'वारसदार', 'कंप्लेंट', 'मेडिक्लेम', 'sip', 'lock in'],
};

describe.each(LOCALES)('the %s index', (locale) => {
  const index = loadIndex(JSON.parse(JSON.stringify(buildIndex(locale, documents(locale), synonyms))));

  it.each(QUERIES[locale])('finds the topic for "%s" first among topics, within its edition', (query) => {
    const slug = expectedTopic(query);
    const hits = index.search(query);
    const topic = hits.find((hit) => hit.kind === 'topic');
    expect(topic).toEqual(expect.objectContaining({ url: topicPath(slug, locale), title: titleOf(slug, locale) }));
    for (const hit of hits) expect(hit.url.startsWith('/hi/')).toBe(locale === 'hi');
  });

  it('finds a glossary term by its own words, linking to its anchor on the glossary page', () => {
    const [term] = loadLibrary(locale).glossary;
    if (!term) throw new Error('the glossary is empty');
    const hits = index.search(term.term);
    expect(hits.map((hit) => hit.url)).toContain(term.href);
    expect(term.href.startsWith(`${glossaryPath(locale)}#`)).toBe(true);
  });

  it('finds the glossary page by its own heading', () => {
    const heading = wordsFor(locale).library.glossary.heading;
    expect(index.search(heading)[0]?.url).toBe(glossaryPath(locale));
  });

  it('finds nothing for question words alone, or for words the library does not use', () => {
    expect(index.search('kya hai')).toEqual([]);
    expect(index.search('xqzvw')).toEqual([]);
  });
});

describe('the text alone, without the synonym table', () => {
  // The normalisation, not the table, must carry these: the words are in the topics' own text.
  const cases: [Locale, string, string][] = [
    ['en', 'NAV kya hota hai', 'nav'],
    ['en', 'lock-in', 'elss-and-lock-in'],
    ['en', 'ELSS lock in', 'elss-and-lock-in'],
    ['hi', 'लॉक इन', 'elss-and-lock-in'],
    ['hi', 'म्युचुअल फंड क्या है', 'what-is-a-mutual-fund'],
  ];
  it.each(cases)('the %s index finds "%s" in its topic %s', (locale, query, slug) => {
    const index = loadIndex(buildIndex(locale, documents(locale), []));
    expect(index.search(query, 20).map((hit) => hit.url)).toContain(topicPath(slug, locale));
  });
});

describe('buildIndex', () => {
  it('refuses a document of the other edition and a synonym naming what the library lacks', () => {
    expect(() => buildIndex('hi', documents('en'), [])).toThrow(/belongs to the en edition/);
    expect(() => buildIndex('en', documents('en'), [{ query: 'x', topics: ['no-such-topic'] }])).toThrow(/no-such-topic/);
  });

  it('holds the synonyms typed in its own script or in Latin letters', () => {
    const typed = [
      { query: 'lock in', topics: ['elss-and-lock-in'] },
      { query: 'लॉक इन', topics: ['elss-and-lock-in'] },
    ];
    const count = (locale: Locale) => buildIndex(locale, documents(locale), typed).synonyms.length;
    expect([count('en'), count('hi'), count('mr')]).toEqual([1, 2, 2]);
  });
});

describe('ranking', () => {
  const page = (key: string, title: string, text: string) => ({
    kind: 'page' as const,
    key,
    url: `/${key}/`,
    title,
    summary: '',
    text,
    locale: 'en' as const,
  });
  const tool = (key: string, title: string, text: string) => ({ ...page(key, title, text), kind: 'tool' as const });
  const topic = (key: string, title: string, text: string) => ({ ...page(key, title, text), kind: 'topic' as const });
  const sipCalculator = tool('sip-calculator', 'SIP calculator', 'What a monthly SIP may grow to.');
  // Pages that mention every word of the query, and one named by its rare words that lacks a common one.
  const documents = [
    page('exit-load', 'Exit load', 'What a fund keeps when units are sold early.'),
    ...['tax', 'plans', 'statements'].map((key) => page(key, `About ${key}`, `A switch is a sale: an exit load may apply.`)),
    ...Array.from({ length: 20 }, (_, i) => page(`other-${i}`, `Other ${i}`, `A switch between plans, number ${i}.`)),
  ];

  it('puts the page the rare words name before pages that only mention every word', () => {
    const index = loadIndex(buildIndex('en', documents, []));
    expect(index.search('switch exit load')[0]?.url).toBe('/exit-load/');
  });

  it('puts a tool first for what it works out, and the page that explains first for what no tool holds', () => {
    const gains = page('capital-gains', 'Capital gains', 'How the gain on units sold is taxed.');
    const index = loadIndex(buildIndex('en', [...documents, sipCalculator, gains], []));
    expect(index.search('sip calculator')[0]?.url).toBe('/sip-calculator/');
    expect(index.search('calculator')[0]?.url).toBe('/sip-calculator/');
    expect(index.search('capital gains calculator')[0]?.url).toBe('/capital-gains/');
  });

  it('reads a sum of money as asking to work it out, and an age or a span of years as not', () => {
    const explained = page('what-is-sip', 'What a SIP is', 'A SIP invests the same sum every month, for years.');
    const index = loadIndex(buildIndex('en', [...documents, sipCalculator, explained], []));
    expect(index.search('sip of 5000 for 20 years')[0]?.url).toBe('/sip-calculator/');
    expect(index.search('sip of 5 lakh for 20 years')[0]?.url).toBe('/sip-calculator/');
    expect(index.search('sip for 20 years')[0]?.url).toBe('/what-is-sip/');
    // A year is no sum; a round 2000 is.
    expect(index.search('sip for 20 years from 2026')[0]?.url).toBe('/what-is-sip/');
    expect(index.search('sip of 2000 for 20 years')[0]?.url).toBe('/sip-calculator/');
  });

  it('reads a span of years beside a sum as part of the sum, not as what the query is about', () => {
    const lumpSum = tool('lump-sum', 'Lump sum calculator', 'What one sum of a few lakh invested once may grow to.');
    const years = page('years', 'Years of investing', 'Ten years, twenty years, thirty years.');
    const index = loadIndex(buildIndex('en', [...documents, lumpSum, years], []));
    expect(index.search('5 lakh for 10 years')[0]?.url).toBe('/lump-sum/');
    expect(index.search('years of investing')[0]?.url).toBe('/years/');
  });

  it('reads two words typed as one as the two words the pages hold, unless a word begins with them', () => {
    const lumpSum = tool('lump-sum', 'Lump sum calculator', 'What one sum invested once may grow to.');
    const index = loadIndex(buildIndex('en', [...documents, lumpSum], []));
    expect(index.search('lumpsum')[0]?.url).toBe('/lump-sum/');
    expect(index.search('switchexit')[0]?.url).toBe('/exit-load/');
    // "lum" is a word being typed: it begins "lump", and is not read as two.
    expect(index.search('lum')[0]?.url).toBe('/lump-sum/');
  });

  it('puts a tool first for a question that asks what a sum will come to, and the topic for what it is', () => {
    const hindi = (document: SearchDocument): SearchDocument => ({ ...document, locale: 'hi', url: `/hi${document.url}` });
    const calculator = hindi(tool('sip-calculator', 'एसआईपी कैलकुलेटर', 'हर महीने की एसआईपी कितनी बढ़ सकती है।'));
    const explained = hindi(topic('sip', 'एसआईपी', 'एसआईपी हर महीने एक रकम लगाती है, सालों तक।'));
    const index = loadIndex(buildIndex('hi', [explained, calculator], []));
    expect(index.search('एसआईपी क्या है')[0]?.url).toBe('/hi/sip/');
    expect(index.search('हर महीने एसआईपी से कितने बनेंगे')[0]?.url).toBe('/hi/sip-calculator/');
  });

  it("puts the firm's own page first for a question put to the firm, and the topic for the subject in general", () => {
    const commissions = topic('commissions', 'Commission in regular plans', 'A fund pays the distributor a commission.');
    const disclosure = page('disclosure', 'Disclosure', 'The commission we are paid, by fund house.');
    const index = loadIndex(buildIndex('en', [...documents, commissions, disclosure], []));
    expect(index.search('commission')[0]?.url).toBe('/commissions/');
    expect(index.search('your commission')[0]?.url).toBe('/disclosure/');
  });

  it('answers a question to the firm that names nothing else, or nothing the pages hold, with the page about the firm', () => {
    const about = { ...page('about', 'About us', 'Who we are and how we work.'), key: FIRM_PAGE, url: FIRM_PAGE };
    const index = loadIndex(buildIndex('en', [...documents, about], []));
    expect(index.search('who are you').map((hit) => hit.url)).toEqual([FIRM_PAGE]);
    expect(index.search('do you have someone in nagpur').map((hit) => hit.url)).toEqual([FIRM_PAGE]);
    expect(index.search('what is it')).toEqual([]);
    expect(index.search('nagpur')).toEqual([]);
  });

  it('puts a tool first for a sum when it holds what the query is about, not a word every page says', () => {
    const lumpSum = tool('lump-sum', 'Lump sum calculator', 'What one sum put in a fund may grow to.');
    const gainsTax = page('gains-tax', 'Tax on gains', 'The tax on the gain when units of a fund are sold.');
    const funds = Array.from({ length: 6 }, (_, i) => page(`fund-${i}`, `Fund page ${i}`, `A fund, number ${i}.`));
    const index = loadIndex(buildIndex('en', [...documents, ...funds, lumpSum, gainsTax], []));
    expect(index.search('sold my fund with a gain of 3 lakh, tax')[0]?.url).toBe('/gains-tax/');
    expect(index.search('3 lakh in a fund')[0]?.url).toBe('/lump-sum/');
  });

  it('puts first the tool whose whole name the query holds, the longest name first', () => {
    const stepUp = tool('step-up-sip', 'Step-up SIP calculator', 'A SIP raised every year: year by year.');
    const index = loadIndex(buildIndex('en', [...documents, sipCalculator, stepUp], []));
    expect(index.search('sip of 5000 for 20 years')[0]?.url).toBe('/sip-calculator/');
    expect(index.search('step up sip of 5000 for 20 years')[0]?.url).toBe('/step-up-sip/');
  });
});
