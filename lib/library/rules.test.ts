import { stringify } from 'yaml';
import { sourcePolicy } from '@/content/sourcePolicy';
import { buildRegister, type Register } from '../facts/register';
import { byLocale, DEFAULT_LOCALE, LOCALE_TABLE, LOCALES, PREFIXED_LOCALES, type ByLocale, type Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { libraryContext, readLibraryFiles } from './load';
import { parseLibrary, topicFile, type LibraryContext, type LibraryFiles, type ParsedLibrary } from './parse';
import { LIBRARY_RULES } from './rules';
import { ILLUSTRATION_RATE_RANGE } from './tools';

// Each named rule on a small library built in memory for every language of the table: the valid
// library passes every rule, and one change at a time breaks the rule under test with its one line.

type RuleName = keyof typeof LIBRARY_RULES;
type Fm = Record<string, unknown>;
type Editable = {
  fm: ByLocale<Record<string, Fm>>;
  body: ByLocale<Record<string, string>>;
  glossary: { terms: Record<string, unknown>[] };
  synonyms: { synonyms: Record<string, unknown>[] };
};

const [TRANSLATED] = PREFIXED_LOCALES;
if (!TRANSLATED) throw new Error('the library rules about twins need a second language in the locale table');

function registerOf(files: Record<string, string>): Register {
  const { register, problems } = buildRegister(files);
  if (!register) throw new Error(problems.join('\n'));
  return register;
}

const ctx: LibraryContext = {
  routes: ['/', '/financial-calculator/'],
  oldAnchors: ['nav', 'glossary'],
  glossaryAnchor: 'glossary',
  today: '2026-11-26',
  lastsThroughout: byLocale(() => 'the whole period'),
  sourcePolicy,
  facts: { register: registerOf({}), words: byLocale((_, locale) => ({ units: wordsFor(locale).factUnits })) },
};

/** 310 words in sentences closed by the language's own mark. */
const bodyIn = (locale: Locale) => `Unit ${'word '.repeat(9).trim()}${LOCALE_TABLE[locale].sentenceEnd} `.repeat(31);

const question = {
  question: 'What is a unit?',
  options: [
    { text: 'A share of the scheme.', correct: true, why: 'Each unit is an equal share.' },
    { text: 'A loan.', correct: false, why: 'A unit is owned, not lent.' },
  ],
};

const frontMatter = (slug: 'alpha' | 'beta', locale: Locale): Fm => ({
  title: `${slug} ${locale}`,
  description: 'A description.',
  group: 'basics',
  order: slug === 'alpha' ? 1 : 2,
  answer: 'The answer.',
  lastReviewed: '2026-11-26',
  related: [slug === 'alpha' ? 'beta' : 'alpha'],
  sources: [{ title: 'AMFI', url: 'https://www.amfiindia.com/', publisher: 'AMFI', accessed: '2026-11-26' }],
  terms: ['unit'],
  selfCheck: [question, question, question],
  sectionIds: slug === 'alpha' ? ['nav'] : [],
});

const definition = (locale: Locale) => `A share of a scheme${LOCALE_TABLE[locale].sentenceEnd}`;

function library(change: (f: Editable) => void = () => {}, context: LibraryContext = ctx): ParsedLibrary {
  const f: Editable = {
    fm: byLocale((_, locale) => ({ alpha: frontMatter('alpha', locale), beta: frontMatter('beta', locale) })),
    body: byLocale((_, locale) => ({ alpha: bodyIn(locale), beta: bodyIn(locale) })),
    glossary: {
      terms: [
        {
          id: 'unit',
          topic: 'alpha',
          ...byLocale((_, locale) =>
            locale === DEFAULT_LOCALE
              ? { term: 'Unit', definition: definition(locale) }
              : { term: 'Unit', english: 'Unit', definition: definition(locale) },
          ),
        },
      ],
    },
    synonyms: { synonyms: [{ query: 'unit kya hai', topics: ['alpha'], terms: ['unit'] }] },
  };
  change(f);
  const files: LibraryFiles = {
    topics: byLocale((_, locale) =>
      Object.fromEntries(
        Object.entries(f.fm[locale]).map(([slug, fm]) => [slug, `---\n${stringify(fm)}---\n\n${f.body[locale][slug] ?? ''}\n`]),
      ),
    ),
    glossary: stringify(f.glossary),
    synonyms: stringify(f.synonyms),
  };
  const { library: parsed, problems } = parseLibrary(files, context);
  if (problems.length) throw new Error(`the fixture does not parse:\n${problems.join('\n')}`);
  return parsed;
}

const alpha = (f: Editable, locale: Locale): Fm => f.fm[locale].alpha ?? {};
const withExample = (f: Editable) => {
  for (const locale of LOCALES)
    Object.assign(alpha(f, locale), { calculator: '/financial-calculator/', example: { tool: 'sip', amount: 5000, rate: 12, years: 10 } });
};
const [defaultAlpha, defaultBeta, translatedAlpha] = [
  topicFile(DEFAULT_LOCALE, 'alpha'),
  topicFile(DEFAULT_LOCALE, 'beta'),
  topicFile(TRANSLATED, 'alpha'),
];
/** The languages whose script must not close a sentence with a Latin full stop. */
const ownStopLocales = LOCALES.filter((locale) => !LOCALE_TABLE[locale].textRules.latinFullStopAfterScript);

const changes = (topics: string[]) =>
  stringify({
    changes: [
      {
        id: 'c',
        date: '2026-02-26',
        title: byLocale(() => 'T'),
        summary: byLocale((entry) => `S${entry.sentenceEnd}`),
        facts: [],
        topics,
        source: { title: 'SEBI', publisher: 'SEBI', url: 'https://www.sebi.gov.in/' },
      },
    ],
  });

const cases: [RuleName, string, () => ParsedLibrary, string | RegExp][] = [
  [
    'factReferencesResolve',
    'a reference naming no fact',
    () => library((f) => (f.body[DEFAULT_LOCALE].beta += ' {{fact:tax.no-such-rate}}')),
    /^content\/library\/[a-z]+\/beta\.md:\d+: \{\{fact:tax\.no-such-rate\}\} names no fact/,
  ],
  [
    'changesNameTopics',
    'a change naming a topic that does not exist',
    () =>
      library(undefined, {
        ...ctx,
        facts: { ...ctx.facts, register: registerOf({ 'content/facts/changes.yml': changes(['alpha', 'gamma']) }) },
      }),
    'content/facts/changes.yml: changes[0].topics[1] "gamma" is not a topic',
  ],
  [
    'everyTopicHasItsTwins',
    'a topic in the default language only',
    () =>
      library((f) => {
        f.fm[DEFAULT_LOCALE].gamma = { ...frontMatter('beta', DEFAULT_LOCALE), order: 3 };
        f.body[DEFAULT_LOCALE].gamma = bodyIn(DEFAULT_LOCALE);
      }),
    `${topicFile(TRANSLATED, 'gamma')} is missing: ${topicFile(DEFAULT_LOCALE, 'gamma')} has no twin in the other language`,
  ],
  [
    'fileNamesAreSlugs',
    'a reserved file name',
    () =>
      library((f) => {
        for (const locale of LOCALES) {
          f.fm[locale]['what-changed'] = { ...frontMatter('beta', locale), order: 3 };
          f.body[locale]['what-changed'] = bodyIn(locale);
        }
      }),
    `${topicFile(DEFAULT_LOCALE, 'what-changed')}: the file name "what-changed" must be a slug of lower-case letters, digits and hyphens, and not "glossary" or "what-changed"`,
  ],
  [
    'glossaryIdsAreUnique',
    'a glossary id used twice',
    () => library((f) => f.glossary.terms.push({ ...f.glossary.terms[0] })),
    'content/library/glossary.yml: terms[1].id "unit" is used twice',
  ],
  [
    'glossaryTermsBelongToTheirTopic',
    'a term whose topic does not list it',
    () =>
      library((f) => {
        for (const locale of LOCALES) alpha(f, locale).terms = [];
      }),
    'content/library/glossary.yml: terms[0].topic "alpha" does not list "unit" in its terms',
  ],
  [
    'definitionsEndTheirSentence',
    'a translated definition without its sentence end',
    () => library((f) => ((f.glossary.terms[0]?.[TRANSLATED] as Fm).definition = 'A share of a scheme')),
    `content/library/glossary.yml: terms[0].${TRANSLATED}.definition must end with ${LOCALE_TABLE[TRANSLATED].sentenceEndName}`,
  ],
  [
    'synonymsPointToTopicsAndTerms',
    'a synonym leading to no glossary term',
    () => library((f) => (f.synonyms.synonyms = [{ query: 'x', topics: ['alpha'], terms: ['nav'] }])),
    'content/library/synonyms.yml: synonyms[0].terms[0] "nav" is not a glossary id',
  ],
  [
    'datesAreNotInTheFuture',
    'a source read tomorrow',
    () =>
      library(
        (f) =>
          (alpha(f, DEFAULT_LOCALE).sources = [
            { title: 'AMFI', url: 'https://www.amfiindia.com/', publisher: 'AMFI', accessed: '2026-11-27' },
          ]),
      ),
    `${defaultAlpha}: sources[0].accessed "2026-11-27" must not lie in the future`,
  ],
  [
    'sourcesFollowThePolicy',
    'no primary source',
    () =>
      library((f) => {
        for (const locale of LOCALES)
          alpha(f, locale).sources = [{ title: 'A blog', url: 'https://example.org/', publisher: 'A blog', accessed: '2026-11-26' }];
      }),
    /^content\/library\/[a-z]+\/alpha\.md: sources cite no primary source \(they cite example\.org\)/,
  ],
  [
    'ordersAreUnique',
    'two topics in one place',
    () =>
      library((f) => {
        for (const locale of LOCALES) (f.fm[locale].beta ?? {}).order = 1;
      }),
    `${defaultBeta}: order 1 is also the order of alpha`,
  ],
  [
    'relatedNameOtherTopics',
    'a topic related to itself',
    () =>
      library((f) => {
        for (const locale of LOCALES) alpha(f, locale).related = ['alpha'];
      }),
    `${defaultAlpha}: related[0] "alpha" names the topic itself`,
  ],
  [
    'termsAreGlossaryIds',
    'a term that is not in the glossary',
    () =>
      library((f) => {
        for (const locale of LOCALES) alpha(f, locale).terms = ['unit', 'nav'];
      }),
    `${defaultAlpha}: terms[1] "nav" is not an id in content/library/glossary.yml`,
  ],
  [
    'oldAnchorsAreKept',
    'an old anchor nobody holds',
    () =>
      library((f) => {
        for (const locale of LOCALES) alpha(f, locale).sectionIds = [];
      }),
    `content/library/${DEFAULT_LOCALE}: no topic holds the old anchor #nav in its sectionIds, so old links to it would break`,
  ],
  [
    'examplesFitTheirCalculator',
    'an assumed rate above the range AMFI allows',
    () =>
      library((f) => {
        withExample(f);
        for (const locale of LOCALES)
          alpha(f, locale).example = { tool: 'sip', amount: 5000, rate: ILLUSTRATION_RATE_RANGE.max + 1, years: 10 };
      }),
    `${defaultAlpha}: example.rate ${ILLUSTRATION_RATE_RANGE.max + 1} must be from ${ILLUSTRATION_RATE_RANGE.min}% to ${ILLUSTRATION_RATE_RANGE.max}%, the range AMFI allows for illustrations`,
  ],
  [
    'placeholdersAreComputed',
    'a placeholder the calculator does not compute',
    () =>
      library((f) => {
        withExample(f);
        for (const locale of LOCALES) f.body[locale].alpha += ' {{example.balance}}';
      }),
    `${defaultAlpha}: body placeholder {{example.balance}} is not something sip computes`,
  ],
  [
    'bodyLengthIsInRange',
    'a stub',
    () => library((f) => (f.body[DEFAULT_LOCALE].beta = 'Too short.')),
    `${defaultBeta}: body has 2 words; a topic has 300 to 700`,
  ],
  [
    'sentencesEndInTheirLanguage',
    'a Latin full stop after the language’s own script',
    () =>
      library((f) => {
        for (const locale of ownStopLocales) f.body[locale].alpha += ` ${LOCALE_TABLE[locale].nativeName}.`;
      }),
    /^content\/library\/[a-z]+\/alpha\.md: body ends a sentence with a Latin full stop/,
  ],
  [
    'twinsShareTheirFields',
    'a translation in another place',
    () => library((f) => (alpha(f, TRANSLATED).order = 3)),
    `${translatedAlpha}: order 3 must be the same as in ${defaultAlpha} (1)`,
  ],
  [
    'twinsCiteTheSameSources',
    'a translation citing another address',
    () =>
      library(
        (f) =>
          (alpha(f, TRANSLATED).sources = [{ title: 'SEBI', url: 'https://www.sebi.gov.in/', publisher: 'SEBI', accessed: '2026-11-26' }]),
      ),
    `${translatedAlpha}: sources must cite the same addresses, in the same order, as ${defaultAlpha} (or, in place of one, its ${LOCALE_TABLE[TRANSLATED].name} edition marked lang: ${TRANSLATED})`,
  ],
  [
    'twinsAskAsManyQuestions',
    'a translation asking one question more',
    () => library((f) => (alpha(f, TRANSLATED).selfCheck = [question, question, question, question])),
    `${translatedAlpha}: selfCheck has 4 questions, ${defaultAlpha} 3: the twins ask as many`,
  ],
  [
    'twinsHaveTheSamePlaceholders',
    'a figure quoted in one language only',
    () =>
      library((f) => {
        withExample(f);
        f.body[DEFAULT_LOCALE].alpha += ' {{example.maturity}}';
      }),
    `${translatedAlpha}: body has the placeholders none, ${defaultAlpha} maturity: both must have the same`,
  ],
];

const ruleNames = Object.keys(LIBRARY_RULES) as RuleName[];

describe('the library rules', () => {
  const valid = library();

  it.each(ruleNames)('%s passes the valid library', (name) => {
    expect(LIBRARY_RULES[name](valid)).toEqual([]);
  });

  it('pass a valid worked example, so the example cases below fail for their one change', () => {
    const withOne = library(withExample);
    expect(ruleNames.flatMap((name) => LIBRARY_RULES[name](withOne))).toEqual([]);
  });

  it('each have a case below that breaks them', () => {
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(ruleNames));
  });

  it.each(cases)('%s refuses %s', (name, _change, broken, line) => {
    const lib = broken();
    const problems = LIBRARY_RULES[name](lib);
    expect(problems).toContainEqual(typeof line === 'string' ? line : expect.stringMatching(line));
    // The change breaks this rule and no other, so each line is owned by one rule.
    const others = ruleNames.filter((other) => other !== name && LIBRARY_RULES[other](lib).length > 0);
    expect(others).toEqual([]);
  });
});

describe('content/library', () => {
  const { library: parsed, problems } = parseLibrary(readLibraryFiles(), libraryContext());

  it('parses', () => {
    expect(problems).toEqual([]);
  });

  it.each(ruleNames)('passes %s', (name) => {
    expect(LIBRARY_RULES[name](parsed)).toEqual([]);
  });
});
