import { stringify } from 'yaml';
import { factUnitWords as en } from '@/content/en/factUnits';
import { factUnitWords as hi } from '@/content/hi/factUnits';
import { buildRegister, formatFactDate, type Register } from './facts/register';
import { latestChangeFor, whatChangedEntries, whatChangedPath, type TopicLink } from './whatChanged';

// The "What changed" page's entries and a topic's link to its newest change, from a small register.

const source = { title: 'The Finance (No. 2) Act, 2024', publisher: 'The Gazette of India', url: 'https://egazette.gov.in/' };
const fact = {
  id: 'ltcg-equity-rate',
  what: 'LTCG on equity-oriented schemes',
  value: 12.5,
  unit: 'percent',
  effective: '2024-07-23',
  checked: '2026-11-27',
  reviewBy: '2027-02-01',
  source,
  history: [{ value: 10, until: '2024-07-22', source }],
};
const change = (id: string, date: string, topics: string[], facts: string[] = []) => ({
  id,
  date,
  title: { en: `Title ${id}`, hi: `शीर्षक ${id}`, mr: `शीर्षक ${id}` },
  summary: {
    en: 'Now {{fact:tax.ltcg-equity-rate}}, was {{fact:tax.ltcg-equity-rate|previous}}.',
    hi: 'अब {{fact:tax.ltcg-equity-rate}}, पहले {{fact:tax.ltcg-equity-rate|previous}}।',
    mr: 'आता {{fact:tax.ltcg-equity-rate}}, आधी {{fact:tax.ltcg-equity-rate|previous}}.',
  },
  facts,
  topics,
  source: { ...source, lang: 'en' },
});
const register = buildRegister({
  'content/facts/tax.yml': stringify({ facts: [fact] }),
  'content/facts/changes.yml': stringify({
    changes: [
      change('kyc-2024', '2024-05-14', ['kyc']),
      change('gains-2024', '2024-07-23', ['taxation', 'elss'], ['tax.ltcg-equity-rate']),
      change('act-2026', '2026-04-01', ['taxation']),
      change('same-day', '2026-04-01', ['missing-topic']),
    ],
  }),
}).register as Register;

const topics = (locale: 'en' | 'hi') =>
  new Map<string, TopicLink>(
    ['kyc', 'taxation', 'elss'].map((slug) => [
      slug,
      { slug, title: `${slug} ${locale}`, path: `${locale === 'hi' ? '/hi' : ''}/investor-education/${slug}/` },
    ]),
  );

describe('whatChangedEntries', () => {
  it('lists the changes newest first, a day’s changes in the file’s order', () => {
    expect(register).not.toBeNull();
    expect(whatChangedEntries(register, 'en', { units: en }, topics('en')).map((e) => e.id)).toEqual([
      'act-2026',
      'same-day',
      'gains-2024',
      'kyc-2024',
    ]);
  });

  it('writes each entry in the page’s language: its date, its title, and the facts its summary quotes (old -> new)', () => {
    const [, , gains] = whatChangedEntries(register, 'en', { units: en }, topics('en'));
    expect(gains).toMatchObject({
      dateText: formatFactDate('2024-07-23', 'en'),
      title: 'Title gains-2024',
      summary: 'Now 12.5%, was 10%.',
    });
    const [, , hiGains] = whatChangedEntries(register, 'hi', { units: hi }, topics('hi'));
    expect(hiGains?.dateText).toBe(formatFactDate('2024-07-23', 'hi'));
    expect(hiGains?.dateText).not.toBe(gains?.dateText);
    expect(hiGains?.summary).toBe('अब 12.5%, पहले 10%।');
  });

  it('links each topic in the page’s language, and its source with its language', () => {
    const [, , gains] = whatChangedEntries(register, 'hi', { units: hi }, topics('hi'));
    expect(gains?.topics.map((t) => t.path)).toEqual(['/hi/investor-education/taxation/', '/hi/investor-education/elss/']);
    expect(gains?.source).toMatchObject({ url: source.url, lang: 'en' });
  });
});

describe('latestChangeFor', () => {
  it('names the newest change touching a topic, linking to its anchor in the page’s language', () => {
    expect(latestChangeFor(register, 'taxation', 'en')).toEqual({
      id: 'act-2026',
      date: '2026-04-01',
      dateText: formatFactDate('2026-04-01', 'en'),
      href: `${whatChangedPath('en')}#act-2026`,
    });
    expect(latestChangeFor(register, 'elss', 'hi')?.href).toBe(`${whatChangedPath('hi')}#gains-2024`);
    expect(whatChangedPath('hi').startsWith('/hi/')).toBe(true);
  });

  it('is null for a topic no change touches', () => {
    expect(latestChangeFor(register, 'nav', 'en')).toBeNull();
  });
});
