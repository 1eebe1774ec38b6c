// The search's ranking rules, on a small index of its own: what each rule does, apart from the site's content.
import { buildIndex, loadIndex, titleCover, type SearchDocument } from './searchIndex';
import { phraseKey } from './normalise';

const doc = (kind: SearchDocument['kind'], key: string, title: string, text: string, summary = ''): SearchDocument => ({
  kind,
  key,
  url: `/${key}/`,
  title,
  summary,
  text,
  locale: 'en',
});

const DOCUMENTS: SearchDocument[] = [
  doc('topic', 'basics', 'What a mutual fund is', 'A mutual fund pools money. Mutual fund units. Fund fund fund.'),
  doc('topic', 'tax', 'Tax on gains', 'Gains on a mutual fund are taxed: ltcg and stcg.'),
  doc('term', 'ltcg', 'Long-term gains', 'LTCG: long-term capital gains.'),
  doc('tool', 'goal', 'Goal calculator', 'How much a month reaches a sum.', 'What to put aside for a target.'),
  doc('topic', 'swp', 'Withdrawing every month', 'A monthly sum paid out, a target of many.'),
  doc('topic', 'payout', 'When the money arrives', 'Selling units of a mutual fund: the money arrives in days.'),
  doc('tool', 'sip-calculator', 'SIP calculator', 'What a monthly SIP could grow to.'),
  doc('topic', 'sip', 'SIP or lump sum', 'A SIP buys units every month; a calculator helps.'),
  doc('topic', 'mentions', 'Common mistakes', 'Stopping a SIP, ignoring the riskometer, and more about SIP SIP SIP.'),
  doc('topic', 'riskometer', 'The riskometer', 'Six levels of risk.'),
  // As on the site, most pages mention mutual funds: the words say little about what a reader wants.
  ...['nav', 'kyc', 'nri', 'elss', 'etf', 'debt'].map((key) => doc('topic', key, key, `${key} in a mutual fund`)),
];
const index = loadIndex(buildIndex('en', DOCUMENTS, [{ query: 'mutual fund', topics: ['basics'] }]));
const urls = (query: string) => index.search(query, 10).map((hit) => hit.url);

describe('the looser match', () => {
  it('fills in when fewer than three pages hold every word, the rarest words first, topics before glossary terms', () => {
    // No page holds "ltcg", "mutual", "fund" and "lagega" together: the pages holding "ltcg", the rarest, come first.
    const found = urls('ltcg mutual fund lagega');
    expect(found.slice(0, 2)).toEqual(['/tax/', '/ltcg/']);
    expect(found).toContain('/basics/');
  });

  it('counts a word the page holds in its title or summary for more than the same word in passing', () => {
    // No page holds "zebra": the two pages holding "target" fill in, and the goal calculator's summary
    // says it where the withdrawals topic mentions it in its text (alike, a topic would come first).
    expect(urls('target zebra').slice(0, 2)).toEqual(['/goal/', '/swp/']);
  });

  it('does not let a synonym of common words lead a query whose meaning lies elsewhere', () => {
    expect(urls('selling mutual fund money arrives')[0]).toBe('/payout/');
    expect(urls('mutual fund')[0]).toBe('/basics/');
  });
});

describe('titles and tools', () => {
  it('puts a page whose title the query names before a page that only mentions the words', () => {
    expect(urls('riskometer')[0]).toBe('/riskometer/');
    expect(urls('sip')[0]).not.toBe('/mentions/');
  });

  it('puts the tools first for a query that asks for a calculator', () => {
    expect(urls('sip calculator')[0]).toBe('/sip-calculator/');
  });

  it('leaves out the page the visitor is on', () => {
    expect(index.search('riskometer', { exclude: '/riskometer/' }).map((hit) => hit.url)).not.toContain('/riskometer/');
  });

  it('tells a title the query is from one that holds the query among other words', () => {
    expect(titleCover([phraseKey('SIP calculator')], ['sip', 'calculator'])).toBe(2);
    expect(titleCover([phraseKey('Step-up SIP calculator')], ['sip', 'calculator'])).toBe(1);
    expect(titleCover([phraseKey('SIP or lump sum')], ['sip', 'calculator'])).toBe(0);
  });
});

describe('words heard in the other script', () => {
  // A Devanagari edition whose pages name a thing in Marathi, with its English name in a bracket.
  const marathi = (key: string, title: string, text: string): SearchDocument => ({ ...doc('term', key, title, text), locale: 'mr' });
  const heard = loadIndex(
    buildIndex(
      'mr',
      [
        marathi('nomination', 'नामनिर्देशन (Nomination)', 'युनिट्स कोणाला मिळतील ते सांगणे.'),
        marathi('benchmark', 'मानदंड (Benchmark)', 'फंडाची तुलना ज्याच्याशी होते तो निर्देशांक.'),
        marathi('nav', 'एनएव्ही (NAV)', 'एका युनिटची किंमत.'),
      ],
      [],
    ),
  );
  const first = (query: string) => heard.search(query, 3)[0]?.url;

  it('reads an English word typed in Devanagari, which no page holds, as the English word it sounds like', () => {
    expect(first('बेंचमार्क')).toBe('/benchmark/');
  });

  it('reads a word typed in Latin letters, which no page holds, as the title word it sounds like', () => {
    expect(first('namnirdeshan')).toBe('/nomination/');
  });

  it('leaves a word some page holds as it is', () => {
    expect(first('किंमत')).toBe('/nav/');
    expect(heard.search('zzzz', 3)).toEqual([]);
  });
});
