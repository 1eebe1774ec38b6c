import { stringify } from 'yaml';
import { factUnitWords as en } from '@/content/en/factUnits';
import { factUnitWords as hi } from '@/content/hi/factUnits';
import { factUnitWords as mr } from '@/content/mr/factUnits';
import { buildRegister, CHANGES_FILE, factsPastReview, referenceProblems, resolveFacts, resolveFactsDeep, type Register } from './register';
import { RULES } from './schema';
import { readRegisterFiles, factProblems } from './load';

// The register's rules and formats against a small register built in memory: a valid one first, then
// one change at a time, each naming the file, the field, the value and the rule in one line.

const source = { title: 'Income-tax Act, 2025', publisher: 'Income Tax Department', url: 'https://www.incometaxindia.gov.in/' };
const base = { checked: '2026-11-27', reviewBy: '2027-02-01', source };
type Fact = Record<string, unknown>;
const taxFacts = (): Fact[] => [
  {
    id: 'ltcg-equity-rate',
    what: 'LTCG on equity-oriented schemes',
    value: 12.5,
    unit: 'percent',
    effective: '2024-07-23',
    ...base,
    history: [{ value: 10, from: '2018-04-01', until: '2024-07-22', source }],
  },
  { id: 'ltcg-equity-exemption', what: 'The yearly exemption', value: 125000, unit: 'rupees', effective: '2024-07-23', ...base },
  { id: 'equity-long-term-after', what: 'Long-term after', value: 12, unit: 'months', effective: '2018-04-01', ...base },
  { id: 'elss-lock-in', what: 'ELSS lock-in', value: 1, unit: 'years', effective: '2005-11-03', ...base },
  { id: 'act-in-force', what: 'The 2025 Act applies from', value: '2026-04-01', unit: 'date', effective: '2026-04-01', ...base },
  { id: 'regimes', what: 'The two regimes', value: { en: 'old and new', hi: 'पुरानी और नई', mr: 'जुनी आणि नवी' }, unit: 'text', effective: '2026-04-01', ...base },
];
const change = {
  id: 'rates-2024',
  date: '2024-07-23',
  title: { en: 'New capital-gains rates', hi: 'कैपिटल गेन की नई दरें', mr: 'भांडवली नफ्याचे नवे दर' },
  summary: { en: 'LTCG went up.', hi: 'LTCG बढ़ा।', mr: 'LTCG वाढला.' },
  facts: ['tax.ltcg-equity-rate'],
  topics: ['taxation'],
  source,
};

function files(edit: (f: { facts: Fact[]; changes: Record<string, unknown>[] }) => void = () => {}) {
  const f = { facts: taxFacts(), changes: [{ ...change }] as Record<string, unknown>[] };
  edit(f);
  return { 'content/facts/tax.yml': stringify({ facts: f.facts }), [CHANGES_FILE]: stringify({ changes: f.changes }) };
}
const registerOf = () => buildRegister(files()).register as Register;
const words = { en: { units: en }, hi: { units: hi }, mr: { units: mr } };

describe('the register', () => {
  it('is valid as built here, so each case below fails for its one change', () => {
    expect(buildRegister(files()).problems).toEqual([]);
  });

  const cases: [string, Parameters<typeof files>[0], string][] = [
    ['a number for a date', ({ facts }) => (facts[4]!.value = 5), `content/facts/tax.yml: facts[4].value 5 ${RULES.valueOfUnit.date}`],
    ['text in one language only', ({ facts }) => (facts[5]!.value = { en: 'old and new' }), `content/facts/tax.yml: facts[5].value ${RULES.valueOfUnit.text}`],
    ['a missing source', ({ facts }) => delete facts[1]!.source, 'content/facts/tax.yml: facts[1].source is missing'],
    ['a missing review date', ({ facts }) => delete facts[1]!.reviewBy, 'content/facts/tax.yml: facts[1].reviewBy must be a real date written YYYY-MM-DD, such as 2027-01-29'],
    [
      'a history that ends after the value it preceded',
      ({ facts }) => ((facts[0]!.history as Fact[])[0]!.until = '2024-08-01'),
      `content/facts/tax.yml: facts[0].history[0].until "2024-08-01" ${RULES.untilBeforeEffective}`,
    ],
    ['an id used twice', ({ facts }) => facts.push({ ...facts[1]! }), 'content/facts/tax.yml: facts[6].id "ltcg-equity-exemption" is used twice'],
    [
      'a change naming no fact',
      ({ changes }) => (changes[0]!.facts = ['tax.ltcg-equity-rate', 'tax.nothing']),
      `${CHANGES_FILE}: changes[0].facts[1] "tax.nothing" names no fact in content/facts/`,
    ],
    [
      'a change dated on a day its fact did not change',
      ({ changes }) => (changes[0]!.facts = ['tax.ltcg-equity-rate', 'tax.equity-long-term-after']),
      `${CHANGES_FILE}: changes[0] is dated 2024-07-23, but tax.equity-long-term-after took no value on that day (effective 2018-04-01)`,
    ],
    [
      'a fact with history that no change names',
      ({ changes }) => changes.splice(0, 1),
      `content/facts/tax.yml: ltcg-equity-rate has a history, so ${CHANGES_FILE} must list a change dated 2024-07-23 naming tax.ltcg-equity-rate`,
    ],
  ];
  it.each(cases)('refuses %s', (_, edit, line) => {
    expect(buildRegister(files(edit)).problems).toEqual([line]);
  });

  it('lists the facts past their review date', () => {
    expect(factsPastReview(registerOf(), '2027-02-01')).toEqual([]);
    expect(factsPastReview(registerOf(), '2027-02-02').map((f) => f.key)).toContain('tax.ltcg-equity-rate');
  });
});

describe('a quoted fact', () => {
  const register = registerOf();
  const quote = (text: string, locale: 'en' | 'hi') => resolveFacts(text, register, locale, words[locale]);

  it.each([
    ['{{fact:tax.ltcg-equity-rate}}', '12.5%', '12.5%'],
    ['{{fact:tax.ltcg-equity-rate|previous}}', '10%', '10%'],
    ['{{fact:tax.ltcg-equity-rate|number}}', '12.5', '12.5'],
    ['{{fact:tax.ltcg-equity-rate|effective}}', '23 July 2024', '23 जुलाई 2024'],
    ['{{fact:tax.ltcg-equity-exemption}}', '₹1,25,000', '₹1,25,000'],
    ['{{ fact:tax.ltcg-equity-exemption | lakh }}', '₹1.25 lakh', '₹1.25 लाख'],
    ['{{fact:tax.equity-long-term-after}}', '12 months', '12 महीने'],
    ['{{fact:tax.elss-lock-in}}', '1 year', '1 साल'],
    ['{{fact:tax.act-in-force}}', '1 April 2026', '1 अप्रैल 2026'],
    ['{{fact:tax.regimes}}', 'old and new', 'पुरानी और नई'],
  ])('%s reads %s in English and %s in Hindi', (ref, english, hindi) => {
    expect(quote(`(${ref})`, 'en')).toBe(`(${english})`);
    expect(quote(`(${ref})`, 'hi')).toBe(`(${hindi})`);
  });

  it('leaves other braces alone, and resolves inside nested words but not functions', () => {
    const fn = () => '{{fact:tax.ltcg-equity-rate}}';
    const deep = resolveFactsDeep({ a: ['{name} at {{fact:tax.ltcg-equity-rate}}'], fn }, (t) => quote(t, 'en'));
    expect(deep.a).toEqual(['{name} at 12.5%']);
    expect(deep.fn).toBe(fn);
  });

  it.each([
    ['{{fact:tax.nothing}}', 'names no fact in content/facts/'],
    ['{{fact:tax.ltcg-equity-rate|crore}}', 'has the modifier "crore"'],
    ['{{fact:tax.ltcg-equity-rate|lakh}}', 'asks |lakh of a fact in percent'],
    ['{{fact:tax.ltcg-equity-exemption|previous}}', 'asks |previous of tax.ltcg-equity-exemption, which has no history'],
  ])('%s is refused with its file and line', (ref, why) => {
    expect(referenceProblems('content/en/x.ts', `const a = 1;\nconst b = '${ref}';`, register)).toEqual([
      expect.stringContaining(`content/en/x.ts:2: ${ref} ${why}`),
    ]);
    expect(() => quote(ref, 'en')).toThrow(why);
  });
});

describe('the register on disk', () => {
  it('passes its checks, and every reference in the words and the library names a fact', () => {
    expect(buildRegister(readRegisterFiles()).problems).toEqual([]);
    expect(factProblems()).toEqual([]);
  });
});
