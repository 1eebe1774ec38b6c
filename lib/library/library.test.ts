import { stringify } from 'yaml';
import { calculateSip } from '../calculators/sip';
import { costOfDelay } from '../calculators/costOfDelay';
import { formatRupees } from '../format';
import { goal } from '../calculators/goal';
import { lumpsum } from '../calculators/lumpsum';
import { regularVsDirect, type InvestmentMode } from '../calculators/regularVsDirect';
import { swp } from '../calculators/swp';
import { byLocale, LOCALES, type Locale } from '../i18n/locale';
import { buildLibrary, placeholdersIn, type LibraryContext, type LibraryFiles } from './library';
import { libraryContext, readLibraryFiles } from './load';
import { RULES } from './schema';
import { sourcePolicy } from '@/content/sourcePolicy';
import { coversHost, hostOf, sourceLangAttribute } from './sources';
import { buildRegister } from '../facts/register';
import { factUnitWords as enUnits } from '@/content/en/factUnits';
import { factUnitWords as hiUnits } from '@/content/hi/factUnits';
import { factUnitWords as mrUnits } from '@/content/mr/factUnits';

// Each rule of docs/library-content.md against a small library built in memory: a valid one first,
// then one change at a time, each naming the file, the field, the value and the rule in one line.

const ctx: LibraryContext = {
  routes: ['/', '/financial-calculator/', '/tools/swp/'],
  oldAnchors: ['nav', 'glossary'],
  glossaryAnchor: 'glossary',
  today: '2026-11-26',
  lastsThroughout: { en: 'the whole period', hi: 'पूरी अवधि', mr: 'संपूर्ण कालावधी' },
  sourcePolicy,
  facts: {
    register: buildRegister({
      'content/facts/tax.yml': [
        'facts:',
        '  - id: stcg-equity-rate',
        '    what: Tax on short-term gains from equity-oriented schemes',
        '    value: 20',
        '    unit: percent',
        '    effective: 2024-07-23',
        '    source: { title: "Income-tax Act, 2025", publisher: Income Tax Department, url: "https://www.incometaxindia.gov.in/" }',
        '    checked: 2026-11-27',
        '    reviewBy: 2027-02-01',
      ].join('\n'),
    }).register!,
    words: { en: { units: enUnits }, hi: { units: hiUnits }, mr: { units: mrUnits } },
  },
};

const sentence: Record<Locale, string> = {
  en: 'A unit of a scheme is bought at the NAV of the day. ',
  hi: 'स्कीम की यूनिट उस दिन की NAV पर ख़रीदी जाती है। ',
  mr: 'योजनेचे एक युनिट त्या दिवसाच्या NAV वर खरेदी केले जाते. ',
};
const QUESTION: Record<Locale, string> = { en: 'What is a unit?', hi: 'यूनिट क्या है?', mr: 'युनिट म्हणजे काय?' };
const words = (locale: Locale, n: number) => sentence[locale].repeat(n);

type Fm = Record<string, unknown>;
const question = (locale: Locale) => ({
  question: QUESTION[locale],
  options: [
    { text: 'A share of the scheme.', correct: true, why: 'Each unit is an equal share.' },
    { text: 'A loan.', correct: false, why: 'A unit is owned, not lent.' },
  ],
});

function frontMatter(slug: string, locale: Locale, extra: Fm = {}): Fm {
  return {
    title: `${slug} ${locale}`,
    description: 'A description.',
    group: 'basics',
    order: slug === 'alpha' ? 1 : 2,
    answer: 'The answer.',
    lastReviewed: '2026-11-26',
    related: [slug === 'alpha' ? 'beta' : 'alpha'],
    sources: [{ title: 'AMFI', url: 'https://www.amfiindia.com/', publisher: 'AMFI', accessed: '2026-11-26' }],
    terms: ['unit'],
    selfCheck: [question(locale), question(locale), question(locale)],
    sectionIds: slug === 'alpha' ? ['nav'] : [],
    ...extra,
  };
}

const topic = (fm: Fm, body: string) => `---\n${stringify(fm)}---\n\n${body}\n`;

const glossary = stringify({
  terms: [
    {
      id: 'unit',
      topic: 'alpha',
      en: { term: 'Unit', definition: 'A share of a scheme.' },
      hi: { term: 'यूनिट', english: 'Unit', definition: 'स्कीम का एक हिस्सा।' },
      mr: { term: 'युनिट', english: 'Unit', definition: 'योजनेचा एक भाग.' },
    },
  ],
});
const synonyms = stringify({ synonyms: [{ query: 'unit kya hai', topics: ['alpha'], terms: ['unit'] }] });

type Editable = { fm: Record<Locale, Record<string, Fm>>; body: Record<Locale, Record<string, string>> };

function files(change: (f: Editable) => void = () => {}): LibraryFiles {
  const fm = byLocale((_, locale): Record<string, Fm> => ({ alpha: frontMatter('alpha', locale), beta: frontMatter('beta', locale) }));
  const body = byLocale((_, locale): Record<string, string> => ({ alpha: words(locale, 30), beta: words(locale, 30) }));
  change({ fm, body });
  const build = (locale: Locale) =>
    Object.fromEntries(Object.entries(fm[locale]).map(([slug, f]: [string, Fm]) => [slug, topic(f, body[locale][slug] ?? '')]));
  return { topics: byLocale((_, locale) => build(locale)), glossary, synonyms };
}

const problemsOf = (f: LibraryFiles) => buildLibrary(f, ctx).problems;

/** Adds a second source to both twins of alpha (twins cite the same addresses). */
function sourceAt(fm: Editable['fm'], url: string) {
  for (const locale of LOCALES)
    (fm[locale].alpha as Fm).sources = [
      ...((fm[locale].alpha as Fm).sources as Fm[]),
      { title: 'T', url, publisher: 'P', accessed: '2026-11-26' },
    ];
}
const refusedNote = (domain: string) =>
  sourcePolicy.refused.find((r) => r.domain === domain)?.note ?? `${domain} is not in the refused list`;

describe('the library fixture', () => {
  it('is valid, so each test below fails for its one change', () => {
    const { problems, libraries } = buildLibrary(files(), ctx);
    expect(problems).toEqual([]);
    expect(libraries?.en.topics.map((t) => t.slug)).toEqual(['alpha', 'beta']);
  });
});

describe('the library validation names the file, the field, the value and the rule', () => {
  const cases: [string, Parameters<typeof files>[0], string][] = [
    [
      'a missing Hindi twin',
      ({ fm }) => delete fm.hi.beta,
      'content/library/hi/beta.md is missing: content/library/en/beta.md has no twin in the other language',
    ],
    ['a missing source', ({ fm }) => ((fm.en.alpha as Fm).sources = []), 'content/library/en/alpha.md: sources must list at least 1'],
    [
      'a source without its address',
      ({ fm }) => ((fm.en.alpha as Fm).sources = [{ title: 'T', publisher: 'P', accessed: '2026-11-26' }]),
      'content/library/en/alpha.md: sources[0].url is missing',
    ],
    ['a missing review date', ({ fm }) => delete (fm.en.alpha as Fm).lastReviewed, 'content/library/en/alpha.md: lastReviewed is missing'],
    [
      'a review date that is not a date',
      ({ fm }) => ((fm.en.alpha as Fm).lastReviewed = '2026-02-30'),
      `content/library/en/alpha.md: lastReviewed "2026-02-30" ${RULES.isoDate}`,
    ],
    [
      'a review date in the future',
      ({ fm }) => ((fm.en.alpha as Fm).lastReviewed = '2027-01-01'),
      'content/library/en/alpha.md: lastReviewed "2027-01-01" must not lie in the future',
    ],
    [
      'an unknown related topic',
      ({ fm }) => ((fm.en.alpha as Fm).related = ['gamma']),
      'content/library/en/alpha.md: related[0] "gamma" is not a topic',
    ],
    [
      'a related topic naming itself',
      ({ fm }) => ((fm.en.alpha as Fm).related = ['alpha']),
      'content/library/en/alpha.md: related[0] "alpha" names the topic itself',
    ],
    [
      'an unknown glossary id',
      ({ fm }) => ((fm.en.alpha as Fm).terms = ['unit', 'nav']),
      'content/library/en/alpha.md: terms[1] "nav" is not an id in content/library/glossary.yml',
    ],
    [
      'a link to a page that does not exist',
      ({ body }) => (body.en.alpha += '\nSee [the tool](/tools/nothing/).'),
      'content/library/en/alpha.md: body links to "/tools/nothing/", a page or anchor that does not exist',
    ],
    [
      'a link to an unknown topic',
      ({ body }) => (body.en.alpha += '\nSee [gamma](topic:gamma).'),
      'content/library/en/alpha.md: body links to "topic:gamma", a page or anchor that does not exist',
    ],
    [
      'a link to an unknown term',
      ({ body }) => (body.en.alpha += '\nSee [nav](glossary:nav).'),
      'content/library/en/alpha.md: body links to "glossary:nav", a page or anchor that does not exist',
    ],
    [
      'a shared field differing between the twins',
      ({ fm }) => ((fm.hi.alpha as Fm).related = []),
      'content/library/hi/alpha.md: related [] must be the same as in content/library/en/alpha.md (["beta"])',
    ],
    [
      'sources citing other addresses in the twin',
      ({ fm }) =>
        ((fm.hi.alpha as Fm).sources = [{ title: 'S', url: 'https://www.sebi.gov.in/', publisher: 'SEBI', accessed: '2026-11-26' }]),
      'content/library/hi/alpha.md: sources must cite the same addresses, in the same order, as content/library/en/alpha.md (or, in place of one, its Hindi edition marked lang: hi)',
    ],
    [
      'an old anchor nobody holds',
      ({ fm }) => {
        (fm.en.alpha as Fm).sectionIds = [];
        (fm.hi.alpha as Fm).sectionIds = [];
      },
      'content/library/en: no topic holds the old anchor #nav in its sectionIds, so old links to it would break',
    ],
    [
      'an old anchor held twice',
      ({ fm }) => {
        (fm.en.beta as Fm).sectionIds = ['nav'];
        (fm.hi.beta as Fm).sectionIds = ['nav'];
      },
      'content/library/en/beta.md: sectionIds[0] "nav" is already held by alpha',
    ],
    [
      'an anchor the old page never had',
      ({ fm }) => {
        (fm.en.beta as Fm).sectionIds = ['kyc'];
        (fm.hi.beta as Fm).sectionIds = ['kyc'];
      },
      'content/library/en/beta.md: sectionIds[0] "kyc" is not an anchor of the old /investor-education/ page (nav)',
    ],
    [
      'a duplicate order',
      ({ fm }) => {
        (fm.en.beta as Fm).order = 1;
        (fm.hi.beta as Fm).order = 1;
      },
      'content/library/en/beta.md: order 1 is also the order of alpha',
    ],
    [
      'an unknown group',
      ({ fm }) => ((fm.en.alpha as Fm).group = 'misc'),
      'content/library/en/alpha.md: group "misc" must be one of "basics", "choosing", "costs-tax", "paperwork", "staying-invested", "insurance", "protecting-yourself"',
    ],
    [
      'a description too long',
      ({ fm }) => ((fm.en.alpha as Fm).description = 'x'.repeat(156)),
      `content/library/en/alpha.md: description "${'x'.repeat(156)}" ${RULES.description}`,
    ],
    [
      'too few self-check questions',
      ({ fm }) => ((fm.en.alpha as Fm).selfCheck = [question('en')]),
      'content/library/en/alpha.md: selfCheck must list at least 3',
    ],
    [
      'no correct option',
      ({ fm }) =>
        ((fm.en.alpha as Fm).selfCheck = [
          question('en'),
          question('en'),
          { ...question('en'), options: question('en').options.map((o) => ({ ...o, correct: false })) },
        ]),
      `content/library/en/alpha.md: selfCheck[2].options ${RULES.oneCorrect}`,
    ],
    [
      'an option without why',
      ({ fm }) =>
        ((fm.en.alpha as Fm).selfCheck = [
          question('en'),
          question('en'),
          {
            question: 'Q?',
            options: [
              { text: 'A', correct: true },
              { text: 'B', correct: false, why: 'W' },
            ],
          },
        ]),
      'content/library/en/alpha.md: selfCheck[2].options[0].why is missing',
    ],
    [
      'a body too short',
      ({ body }) => (body.en.alpha = words('en', 5)),
      'content/library/en/alpha.md: body has 65 words; a topic has 300 to 700',
    ],
    [
      'a Hindi sentence ending in a full stop',
      ({ body }) => (body.hi.alpha += 'यह ग़लत है.'),
      'content/library/hi/alpha.md: body ends a sentence with a Latin full stop ("ी जाती है। यह ग़लत है."); Hindi uses the danda ।',
    ],
    [
      'an unknown callout',
      ({ body }) => (body.en.alpha += '\n\n> [!danger]\n> Careful.'),
      'content/library/en/alpha.md: body has a callout [!danger]; the markers are [!note], [!warning], [!tip]',
    ],
    [
      'a level-one heading',
      ({ body }) => (body.en.alpha = `# Title\n\n${body.en.alpha}`),
      'content/library/en/alpha.md: body has a level-1 heading "Title"; headings are ## or ###',
    ],
    [
      'raw HTML',
      ({ body }) => (body.en.alpha += '\n\n<div>hi</div>'),
      'content/library/en/alpha.md: body has raw HTML "<div>hi</div>", which the library does not allow',
    ],
    [
      'a listed term the body never uses',
      ({ body }) => (body.en.beta = 'Words about something else entirely. '.repeat(60)),
      'content/library/en/beta.md: terms "unit" is never used in the body, in any of its glossary forms',
    ],
    [
      'a calculator that is not a page',
      ({ fm }) => ((fm.en.alpha as Fm).calculator = '/tools/none/'),
      'content/library/en/alpha.md: calculator "/tools/none/" is not a page in content/routes.ts',
    ],
    [
      'a calculator not matching its tool',
      ({ fm }) =>
        Object.assign(fm.en.alpha as Fm, { calculator: '/tools/swp/', example: { tool: 'sip', amount: 5000, rate: 12, years: 10 } }),
      'content/library/en/alpha.md: calculator "/tools/swp/" does not match example.tool "sip", whose calculator is /financial-calculator/',
    ],
    [
      'an input the tool does not have',
      ({ fm }) =>
        Object.assign(fm.en.alpha as Fm, {
          calculator: '/financial-calculator/',
          example: { tool: 'sip', amount: 5000, rate: 12, years: 10, stepup: 5 },
        }),
      'content/library/en/alpha.md: example.stepup is not an input of sip (its inputs: amount, rate, years)',
    ],
    [
      "an input outside the calculator's limits",
      ({ fm }) =>
        Object.assign(fm.en.alpha as Fm, {
          calculator: '/financial-calculator/',
          example: { tool: 'sip', amount: 5000, rate: 12, years: 45 },
        }),
      "content/library/en/alpha.md: example.years 45 must be from 1 to 30, the calculator's limits",
    ],
    [
      "a rate outside AMFI's range",
      ({ fm }) =>
        Object.assign(fm.en.alpha as Fm, {
          calculator: '/financial-calculator/',
          example: { tool: 'sip', amount: 5000, rate: 15, years: 10 },
        }),
      'content/library/en/alpha.md: example.rate 15 must be from 2% to 13%, the range AMFI allows for illustrations',
    ],
    [
      'a source on a raw CDN host',
      ({ fm }) => sourceAt(fm, 'https://d3bwt68e75fwv5.cloudfront.net/hi/what-risk-o-meter'),
      `content/library/en/alpha.md: sources[1].url "https://d3bwt68e75fwv5.cloudfront.net/hi/what-risk-o-meter" is on a refused host, d3bwt68e75fwv5.cloudfront.net: ${refusedNote('cloudfront.net')}`,
    ],
    [
      'a source on a pre-production mirror',
      ({ fm }) => sourceAt(fm, 'https://origin-pre-prod.livemint.com/money/x.html'),
      `content/library/en/alpha.md: sources[1].url "https://origin-pre-prod.livemint.com/money/x.html" is on a refused host, origin-pre-prod.livemint.com: ${refusedNote('origin-pre-prod.livemint.com')}`,
    ],
    [
      'a source on a staging host the list does not name',
      ({ fm }) => sourceAt(fm, 'https://staging.somenews.in/a'),
      `content/library/en/alpha.md: sources[1].url "https://staging.somenews.in/a" is on a refused host, staging.somenews.in: ${sourcePolicy.refusedPatterns[0]?.note}`,
    ],
    [
      'a re-hosted copy, an aggregator repost and a wiki-style blog',
      ({ fm }) => sourceAt(fm, 'https://v2.webnotes.in/how-to-generate-cas-mf/'),
      `content/library/en/alpha.md: sources[1].url "https://v2.webnotes.in/how-to-generate-cas-mf/" is on a refused host, v2.webnotes.in: ${refusedNote('webnotes.in')}`,
    ],
    [
      'a topic without a primary source',
      ({ fm }) => {
        for (const locale of LOCALES)
          (fm[locale].alpha as Fm).sources = [
            { title: 'News', url: 'https://www.livemint.com/a', publisher: 'Mint', accessed: '2026-11-26' },
            { title: 'Blog', url: 'https://notirdai.gov.in/b', publisher: 'A blog', accessed: '2026-11-26' },
          ];
      },
      "content/library/en/alpha.md: sources cite no primary source (they cite www.livemint.com, notirdai.gov.in): add the regulator's, exchange's, AMFI's, registrar's or the statute's own page (the hosts in content/sourcePolicy.ts)",
    ],
    [
      'a source language that is not one of the site’s',
      ({ fm }) =>
        ((fm.hi.alpha as Fm).sources = [
          { title: 'AMFI', url: 'https://www.amfiindia.com/', publisher: 'AMFI', accessed: '2026-11-26', lang: 'fr' },
        ]),
      `content/library/hi/alpha.md: sources[0].lang "fr" must be one of ${LOCALES.map((l) => `"${l}"`).join(', ')}`,
    ],
    [
      'a Hindi twin citing another address without marking it as the Hindi edition',
      ({ fm }) =>
        ((fm.hi.alpha as Fm).sources = [
          { title: 'AMFI हिंदी', url: 'https://www.amfiindia.com/hi/', publisher: 'AMFI', accessed: '2026-11-26' },
        ]),
      'content/library/hi/alpha.md: sources must cite the same addresses, in the same order, as content/library/en/alpha.md (or, in place of one, its Hindi edition marked lang: hi)',
    ],
    [
      'a placeholder without an example',
      ({ body }) => (body.en.alpha += '\nIt grows to {{example.maturity}}.'),
      'content/library/en/alpha.md: body has placeholders (maturity) but the topic has no example',
    ],
  ];
  it.each(cases)('%s', (_name, change, line) => {
    expect(problemsOf(files(change))).toContain(line);
  });

  it('a placeholder the tool does not compute, and twins with different placeholders', () => {
    const problems = problemsOf(
      files(({ fm, body }) => {
        for (const locale of LOCALES)
          Object.assign(fm[locale].alpha as Fm, {
            calculator: '/financial-calculator/',
            example: { tool: 'sip', amount: 5000, rate: 12, years: 10 },
          });
        body.en.alpha += '\nIt grows to {{example.balance}}.';
      }),
    );
    expect(problems).toContain('content/library/en/alpha.md: body placeholder {{example.balance}} is not something sip computes');
    expect(problems).toContain(
      'content/library/hi/alpha.md: body has the placeholders none, content/library/en/alpha.md balance: both must have the same',
    );
  });

  it('a glossary entry pointing to an unknown topic, and a synonym to an unknown term', () => {
    const f = files();
    const bad = {
      ...f,
      glossary: f.glossary.replace('topic: alpha', 'topic: gamma'),
      synonyms: stringify({ synonyms: [{ query: 'x', topics: ['alpha'], terms: ['nav'] }] }),
    };
    const problems = problemsOf(bad);
    expect(problems).toContain('content/library/glossary.yml: terms[0].topic "gamma" is not a topic');
    expect(problems).toContain('content/library/synonyms.yml: synonyms[0].terms[0] "nav" is not a glossary id');
  });
});

describe('the register’s changes against the library', () => {
  it('names a change whose topic is not a topic, and refuses the reserved slugs as file names', () => {
    const changes = stringify({
      changes: [
        {
          id: 'c',
          date: '2026-02-26',
          title: { en: 'T', hi: 'शी', mr: 'शी' },
          summary: { en: 'S.', hi: 'सा।', mr: 'सा.' },
          facts: [],
          topics: ['alpha', 'gamma'],
          source: { title: 'SEBI', publisher: 'SEBI', url: 'https://www.sebi.gov.in/' },
        },
      ],
    });
    const register = buildRegister({ 'content/facts/changes.yml': changes }).register;
    expect(register).not.toBeNull();
    const withChanges: LibraryContext = { ...ctx, facts: { ...ctx.facts, register: register ?? ctx.facts.register } };
    expect(buildLibrary(files(), withChanges).problems).toEqual(['content/facts/changes.yml: changes[0].topics[1] "gamma" is not a topic']);
    const reserved = files(({ fm, body }) => {
      for (const locale of LOCALES) {
        fm[locale]['what-changed'] = frontMatter('what-changed', locale);
        body[locale]['what-changed'] = words(locale, 30);
      }
    });
    expect(problemsOf(reserved)).toContain(
      'content/library/en/what-changed.md: the file name "what-changed" must be a slug of lower-case letters, digits and hyphens, and not "glossary" or "what-changed"',
    );
  });
});

describe('the sources’ hosts and languages', () => {
  it('passes a Hindi twin citing the Hindi edition of a document, marked lang: hi', () => {
    const problems = problemsOf(
      files(({ fm }) => {
        (fm.hi.alpha as Fm).sources = [
          { title: 'AMFI हिंदी', url: 'https://www.amfiindia.com/hi/', publisher: 'AMFI', accessed: '2026-11-26', lang: 'hi' },
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('counts a regulator’s sub-domain as primary, and not a look-alike domain', () => {
    expect(coversHost('irdai.gov.in', 'bimabharosa.irdai.gov.in')).toBe(true);
    expect(coversHost('irdai.gov.in', 'notirdai.gov.in')).toBe(false);
    expect(hostOf('not an address')).toBeNull();
  });

  it('keeps every host it names in a list of its own, and a primary host is never refused', () => {
    const primary = sourcePolicy.primary.map((p) => p.domain);
    for (const { domain } of sourcePolicy.refused) expect(primary.some((p) => coversHost(p, domain) || coversHost(domain, p))).toBe(false);
    for (const domain of primary) expect(sourcePolicy.refusedPatterns.some((p) => p.pattern.test(domain))).toBe(false);
  });

  it('marks a source title in another language than the page’s, and leaves one in the page’s language unmarked', () => {
    expect(sourceLangAttribute({}, 'hi')).toBe('en');
    expect(sourceLangAttribute({ lang: 'hi' }, 'hi')).toBeUndefined();
    expect(sourceLangAttribute({}, 'en')).toBeUndefined();
    expect(sourceLangAttribute({ lang: 'hi' }, 'en')).toBe('hi');
  });
});

describe('the rendered library', () => {
  const built = buildLibrary(
    files(({ body }) => {
      body.en.alpha = `See [beta](topic:beta), [the glossary](glossary:) and [the calculator](/financial-calculator/).\n\n${body.en.alpha}`;
      body.hi.alpha = `देखें [बीटा](topic:beta) और [कैलकुलेटर](/financial-calculator/)।\n\n${body.hi.alpha}`;
    }),
    ctx,
  );
  const alpha = (locale: Locale) => built.libraries?.[locale].topics.find((t) => t.slug === 'alpha');

  it('resolves links for the page language, and links a term at its first use only', () => {
    const json = JSON.stringify(alpha('en')?.blocks);
    expect(json).toContain('"href":"/investor-education/beta/"');
    expect(json).toContain('"href":"/investor-education/glossary/"');
    expect(json).toContain('"href":"/financial-calculator/"');
    expect(json.match(/"kind":"term"/g)).toHaveLength(1);
    const hindi = JSON.stringify(alpha('hi')?.blocks);
    expect(hindi).toContain('"href":"/hi/investor-education/beta/"');
    expect(hindi).toContain('"href":"/hi/financial-calculator/"');
    expect(hindi).toContain('"href":"/hi/investor-education/glossary/#unit"');
  });
});

describe('facts quoted from the register', () => {
  it('become their value in each language, in the body and the front matter', () => {
    const built = buildLibrary(
      files(({ fm, body }) => {
        body.en.alpha = `Short-term gains are taxed at {{fact:tax.stcg-equity-rate}} since {{fact:tax.stcg-equity-rate|effective}}. ${body.en.alpha}`;
        body.hi.alpha = `शॉर्ट-टर्म गेन पर {{fact:tax.stcg-equity-rate}} टैक्स, {{fact:tax.stcg-equity-rate|effective}} से। ${body.hi.alpha}`;
        fm.en.alpha = { ...fm.en.alpha, answer: 'It is {{fact:tax.stcg-equity-rate}}.' };
      }),
      ctx,
    );
    expect(built.problems).toEqual([]);
    const alpha = (locale: Locale) => built.libraries?.[locale].topics.find((t) => t.slug === 'alpha');
    expect(alpha('en')?.text).toContain('taxed at 20% since 23 July 2024');
    expect(alpha('en')?.answer).toBe('It is 20%.');
    expect(alpha('hi')?.text).toContain('20% टैक्स, 23 जुलाई 2024 से');
  });

  it('stop the build when a reference names no fact, naming the file and the line', () => {
    const problems = problemsOf(
      files(({ body }) => {
        body.en.beta = `${body.en.beta}\n\nThe rate is {{fact:tax.no-such-rate}}.`;
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/library\/en\/beta\.md:\d+: \{\{fact:tax\.no-such-rate\}\} names no fact in content\/facts\//),
    ]);
  });
});

describe('the worked examples in content/library', () => {
  const raw = readLibraryFiles();
  const { problems, libraries } = buildLibrary(raw, libraryContext());

  it('pass every rule', () => {
    expect(problems).toEqual([]);
  });

  // Each tool's figures straight from its lib/ function, not through the library's tool table.
  const direct = (tool: string, i: Record<string, number | string>): Record<string, number | null> => {
    const n = (k: string) => Number(i[k]);
    switch (tool) {
      case 'sip': {
        const r = calculateSip({ amount: n('amount'), rate: n('rate'), years: n('years') });
        return { invested: r.invested, gains: r.gains, maturity: r.maturity };
      }
      case 'lumpsum':
        return lumpsum({ amount: n('amount'), rate: n('rate'), years: n('years') }) as unknown as Record<string, number>;
      case 'swp': {
        const r = swp({ corpus: n('corpus'), withdrawal: n('withdrawal'), rate: n('rate'), years: n('years') });
        return { withdrawn: r.withdrawn, balance: r.balance };
      }
      case 'goal':
        return goal({
          cost: n('cost'),
          years: n('years'),
          inflation: n('inflation'),
          rate: n('rate'),
          saved: n('saved'),
        }) as unknown as Record<string, number>;
      case 'costOfDelay':
        return costOfDelay({ amount: n('amount'), rate: n('rate'), years: n('years'), delay: n('delay') }) as unknown as Record<
          string,
          number
        >;
      case 'regularVsDirect':
        return regularVsDirect({
          mode: i.mode as InvestmentMode,
          amount: n('amount'),
          rate: n('rate'),
          years: n('years'),
          gap: n('gap'),
        }) as unknown as Record<string, number>;
      default:
        throw new Error(`no direct computation for ${tool} in this test`);
    }
  };

  const withExamples = libraries ? LOCALES.flatMap((l) => libraries[l].topics.filter((t) => t.example)) : [];
  it('exist (the list below is not empty)', () => {
    expect(withExamples.length).toBeGreaterThan(0);
  });
  it.each(withExamples.map((t) => [`${t.locale}/${t.slug}`, t] as const))('%s shows lib/’s figures', (_name, t) => {
    const example = t.example;
    if (!example) throw new Error('no example');
    const figures = direct(example.tool, example.input);
    const shown = t.text;
    for (const [name, value] of Object.entries(example.figures)) {
      if (name.startsWith('input.')) continue;
      const expected = figures[name];
      if (typeof expected === 'number') expect(value).toBe(formatRupees(expected));
    }
    // Every figure the body names is in the page's text.
    const names = placeholdersIn(raw.topics[t.locale][t.slug] ?? '');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(shown).toContain(example.figures[name]);
    expect(example.href).toMatch(/\?.*amount=|\?.*corpus=|\?.*cost=/);
  });
});

describe('no Markdown reaches the page', () => {
  const { libraries } = buildLibrary(readLibraryFiles(), libraryContext());
  const topics = libraries ? LOCALES.flatMap((l) => libraries[l].topics) : [];
  it.each(topics.map((t) => [`${t.locale}/${t.slug}`, t] as const))(
    '%s: the drawn text has no Markdown marks or placeholders',
    (_name, t) => {
      expect(t.text.length).toBeGreaterThan(1000);
      expect(t.text).not.toMatch(/\*\*|\]\(|\{\{|\[!|^#{1,6} |^\|/m);
    },
  );
});
