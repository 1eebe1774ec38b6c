// What the library's files must say about each other, the site and today (docs/library-content.md),
// one named rule each. A rule is given the library with every file parsed on its own (./parse.ts) and
// returns its problems, one line each naming the file, the field, the value and the rule. Every
// language comes from the locale table: a rule about translations holds each edition against the default's.
import { calendarDay } from '../data/calendarDay';
import { CHANGES_FILE, referenceProblems } from '../facts/register';
import { DEFAULT_LOCALE, LOCALE_TABLE, LOCALES, type Locale } from '../i18n/locale';
import { latinStopAfterScript } from '../i18n/termRules';
import { CALCULATORS } from '../calculators';
import { countWords } from './markdown';
import { GLOSSARY_FILE, LIBRARY_DIR, placeholdersIn, SYNONYMS_FILE, topicFile, type ParsedLibrary, type ParsedTopic } from './parse';
import { sourceProblems } from './sources';
import { ILLUSTRATION_RATE_RANGE, toolOf } from './tools';

/** The glossary's slug is taken: no topic may use it. */
const GLOSSARY_SLUG = 'glossary';
/** The "What changed" page's slug is taken too (lib/pages/whatChanged.ts). */
const WHAT_CHANGED_SLUG = 'what-changed';

const BODY_WORDS = { min: 300, max: 700 } as const;

type LibraryRule = (library: ParsedLibrary) => string[];

const show = (v: unknown) => JSON.stringify(v);

/** Every parsed topic of every language, with what `check` finds in it. */
const eachTopic = (library: ParsedLibrary, check: (topic: ParsedTopic, locale: Locale) => string[]): string[] =>
  LOCALES.flatMap((locale) => [...library.topics[locale].values()].flatMap((topic) => check(topic, locale)));

/** Every translated topic beside its default-language twin (when both parsed), with what `check` finds. */
const eachTwin = (library: ParsedLibrary, check: (original: ParsedTopic, translated: ParsedTopic, locale: Locale) => string[]): string[] =>
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    [...library.topics[locale].values()].flatMap((translated) => {
      const original = library.topics[DEFAULT_LOCALE].get(translated.slug);
      return original ? check(original, translated, locale) : [];
    }),
  );

const isTopic = (library: ParsedLibrary, slug: string, locale: Locale = DEFAULT_LOCALE) =>
  Object.hasOwn(library.files.topics[locale], slug);

/** A {{fact:...}} in the glossary or any topic names a fact in the register. */
const factReferencesResolve: LibraryRule = ({ files, ctx }) => [
  ...referenceProblems(GLOSSARY_FILE, files.glossary, ctx.facts.register),
  ...LOCALES.flatMap((locale) =>
    Object.entries(files.topics[locale]).flatMap(([slug, text]) => referenceProblems(topicFile(locale, slug), text, ctx.facts.register)),
  ),
];

/** A change in the register names topics that exist: the "What changed" page and the topic's own page link each other. */
const changesNameTopics: LibraryRule = (library) =>
  library.ctx.facts.register.changes.flatMap((change, i) =>
    change.topics.flatMap((slug, j) =>
      isTopic(library, slug) ? [] : [`${CHANGES_FILE}: changes[${i}].topics[${j}] ${show(slug)} is not a topic`],
    ),
  );

/** Every topic is written in every language. */
const everyTopicHasItsTwins: LibraryRule = ({ files }) => {
  const slugs = [...new Set(LOCALES.flatMap((l) => Object.keys(files.topics[l])))].sort();
  return slugs.flatMap((slug) =>
    LOCALES.filter((locale) => !Object.hasOwn(files.topics[locale], slug)).map((locale) => {
      const other = LOCALES.find((l) => Object.hasOwn(files.topics[l], slug)) ?? DEFAULT_LOCALE;
      return `${topicFile(locale, slug)} is missing: ${topicFile(other, slug)} has no twin in the other language`;
    }),
  );
};

/** A topic's file name is its address: a slug, and not one of the library's own pages. */
const fileNamesAreSlugs: LibraryRule = ({ files }) =>
  LOCALES.flatMap((locale) =>
    Object.keys(files.topics[locale])
      .filter((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug === GLOSSARY_SLUG || slug === WHAT_CHANGED_SLUG)
      .map(
        (slug) =>
          `${topicFile(locale, slug)}: the file name ${show(slug)} must be a slug of lower-case letters, digits and hyphens, and not "${GLOSSARY_SLUG}" or "${WHAT_CHANGED_SLUG}"`,
      ),
  );

/** A glossary id is the term's anchor on the glossary page: used once. */
const glossaryIdsAreUnique: LibraryRule = ({ glossary }) => {
  const seen = new Set<string>();
  return (glossary?.terms ?? []).flatMap((t, i) => {
    const twice = seen.has(t.id);
    seen.add(t.id);
    return twice ? [`${GLOSSARY_FILE}: terms[${i}].id ${show(t.id)} is used twice`] : [];
  });
};

/** A glossary term names the topic that explains it, and that topic lists the term. */
const glossaryTermsBelongToTheirTopic: LibraryRule = (library) =>
  (library.glossary?.terms ?? []).flatMap((t, i) => {
    if (!isTopic(library, t.topic)) return [`${GLOSSARY_FILE}: terms[${i}].topic ${show(t.topic)} is not a topic`];
    const topic = library.topics[DEFAULT_LOCALE].get(t.topic);
    return topic && !topic.fm.terms.includes(t.id)
      ? [`${GLOSSARY_FILE}: terms[${i}].topic ${show(t.topic)} does not list ${show(t.id)} in its terms`]
      : [];
  });

/** A definition is a sentence, ended as its language ends one. */
const definitionsEndTheirSentence: LibraryRule = ({ glossary }) =>
  (glossary?.terms ?? []).flatMap((t, i) =>
    LOCALES.filter((locale) => !t[locale].definition.trim().endsWith(LOCALE_TABLE[locale].sentenceEnd)).map(
      (locale) => `${GLOSSARY_FILE}: terms[${i}].${locale}.definition must end with ${LOCALE_TABLE[locale].sentenceEndName}`,
    ),
  );

/** A synonym leads to topics and glossary terms that exist. */
const synonymsPointToTopicsAndTerms: LibraryRule = (library) => {
  const { glossary, synonyms } = library;
  const ids = new Set((glossary?.terms ?? []).map((t) => t.id));
  return (synonyms?.synonyms ?? []).flatMap((s, i) => [
    ...s.topics.flatMap((slug, j) =>
      isTopic(library, slug) ? [] : [`${SYNONYMS_FILE}: synonyms[${i}].topics[${j}] ${show(slug)} is not a topic`],
    ),
    ...(s.terms ?? []).flatMap((id, j) =>
      glossary && !ids.has(id) ? [`${SYNONYMS_FILE}: synonyms[${i}].terms[${j}] ${show(id)} is not a glossary id`] : [],
    ),
  ]);
};

/** A review and a source's reading happened: neither is dated after today. */
const datesAreNotInTheFuture: LibraryRule = (library) =>
  eachTopic(library, ({ file, fm }) => [
    ...(calendarDay(fm.lastReviewed) && fm.lastReviewed > library.ctx.today
      ? [`${file}: lastReviewed ${show(fm.lastReviewed)} must not lie in the future`]
      : []),
    ...fm.sources.flatMap((s, i) =>
      s.accessed > library.ctx.today ? [`${file}: sources[${i}].accessed ${show(s.accessed)} must not lie in the future`] : [],
    ),
  ]);

/** Sources come from the hosts the firm's policy allows, one of them primary (content/sourcePolicy.ts). */
const sourcesFollowThePolicy: LibraryRule = (library) =>
  eachTopic(library, ({ file, fm }) => sourceProblems(file, fm.sources, library.ctx.sourcePolicy));

/** Each edition lists its topics in one order: no two share a place. */
const ordersAreUnique: LibraryRule = (library) =>
  LOCALES.flatMap((locale) => {
    const holders = new Map<number, string>();
    return [...library.topics[locale].values()].flatMap(({ slug, file, fm }) => {
      const twice = holders.get(fm.order);
      holders.set(fm.order, slug);
      return twice ? [`${file}: order ${fm.order} is also the order of ${twice}`] : [];
    });
  });

/** A related topic is another topic of the same edition. */
const relatedNameOtherTopics: LibraryRule = (library) =>
  eachTopic(library, ({ slug, file, fm }, locale) =>
    fm.related.flatMap((r, i) => {
      if (r === slug) return [`${file}: related[${i}] ${show(r)} names the topic itself`];
      return isTopic(library, r, locale) ? [] : [`${file}: related[${i}] ${show(r)} is not a topic`];
    }),
  );

/** A topic's terms are glossary ids. */
const termsAreGlossaryIds: LibraryRule = (library) => {
  const { glossary } = library;
  if (!glossary) return [];
  const ids = new Set(glossary.terms.map((t) => t.id));
  return eachTopic(library, ({ file, fm }) =>
    fm.terms.flatMap((id, i) => (ids.has(id) ? [] : [`${file}: terms[${i}] ${show(id)} is not an id in ${GLOSSARY_FILE}`])),
  );
};

/**
 * Old links to the single /investor-education/ page keep working: each of its anchors but the glossary's
 * is held by exactly one default-language topic (its sectionIds), which the page's redirect reads.
 */
const oldAnchorsAreKept: LibraryRule = ({ files, ctx, topics }) => {
  const anchors = new Set(ctx.oldAnchors);
  const listed = [...anchors].filter((a) => a !== ctx.glossaryAnchor).join(', ');
  const held = new Map<string, string>();
  const problems = [...topics[DEFAULT_LOCALE].values()].flatMap(({ slug, file, fm }) =>
    fm.sectionIds.flatMap((id, i) => {
      const found: string[] = [];
      if (!anchors.has(id) || id === ctx.glossaryAnchor)
        found.push(`${file}: sectionIds[${i}] ${show(id)} is not an anchor of the old /investor-education/ page (${listed})`);
      const holder = held.get(id);
      if (holder) found.push(`${file}: sectionIds[${i}] ${show(id)} is already held by ${holder}`);
      held.set(id, slug);
      return found;
    }),
  );
  // Only when every topic parsed: one that did not may be the holder.
  const allParsed = topics[DEFAULT_LOCALE].size === Object.keys(files.topics[DEFAULT_LOCALE]).length;
  for (const anchor of anchors)
    if (allParsed && anchor !== ctx.glossaryAnchor && !held.has(anchor))
      problems.push(
        `${LIBRARY_DIR}/${DEFAULT_LOCALE}: no topic holds the old anchor #${anchor} in its sectionIds, so old links to it would break`,
      );
  return problems;
};

/** A worked example opens its calculator with inputs it accepts, at a rate AMFI allows for illustrations. */
const examplesFitTheirCalculator: LibraryRule = (library) => {
  const routes = new Set(library.ctx.routes);
  return eachTopic(library, ({ file, fm }) => {
    const problems: string[] = [];
    const { calculator, example } = fm;
    if (calculator !== undefined && !routes.has(calculator))
      problems.push(`${file}: calculator ${show(calculator)} is not a page in content/routes.ts`);
    if (!example) {
      if (calculator !== undefined)
        problems.push(`${file}: example is missing: a topic with a calculator gives its worked example's inputs`);
      return problems;
    }
    const toolName = example.tool;
    const tool = toolOf(toolName);
    if (!tool) return [...problems, `${file}: example.tool ${show(toolName)} must be one of ${Object.keys(CALCULATORS).join(', ')}`];
    if (calculator === undefined) problems.push(`${file}: calculator is missing: example.tool ${show(toolName)} opens ${tool.path}`);
    else if (calculator !== tool.path)
      problems.push(
        `${file}: calculator ${show(calculator)} does not match example.tool ${show(toolName)}, whose calculator is ${tool.path}`,
      );
    const expected = new Set(['tool', ...Object.keys(tool.fields), ...Object.keys(tool.choices ?? {})]);
    for (const name of Object.keys(example))
      if (!expected.has(name))
        problems.push(`${file}: example.${name} is not an input of ${toolName} (its inputs: ${[...expected].slice(1).join(', ')})`);
    for (const [name, options] of Object.entries(tool.choices ?? {})) {
      const value = example[name];
      if (typeof value !== 'string' || !options.includes(value))
        problems.push(
          `${file}: example.${name}${value === undefined ? ' is missing' : ` ${show(value)}`} must be one of ${options.join(', ')}`,
        );
    }
    for (const [name, spec] of Object.entries(tool.fields)) {
      const value = example[name];
      if (typeof value !== 'number') {
        problems.push(`${file}: example.${name}${value === undefined ? ' is missing' : ` ${show(value)} must be a number`}`);
        continue;
      }
      if (value < spec.min || value > spec.max)
        problems.push(`${file}: example.${name} ${value} must be from ${spec.min} to ${spec.max}, the calculator's limits`);
      const range = ILLUSTRATION_RATE_RANGE;
      if (tool.rates.includes(name) && (value < range.min || value > range.max))
        problems.push(
          `${file}: example.${name} ${value} must be from ${range.min}% to ${range.max}%, the range AMFI allows for illustrations`,
        );
    }
    return problems;
  });
};

/** A body's {{example.x}} placeholders are figures its example's calculator computes. */
const placeholdersAreComputed: LibraryRule = (library) =>
  eachTopic(library, ({ file, fm, body }) => {
    const names = placeholdersIn(body);
    if (names.length && !fm.example) return [`${file}: body has placeholders (${names.join(', ')}) but the topic has no example`];
    const tool = fm.example ? toolOf(fm.example.tool) : undefined;
    if (!tool) return [];
    return names
      .filter((name) => !(name.startsWith('input.') ? Object.hasOwn(tool.fields, name.slice(6)) : Object.hasOwn(tool.outputs, name)))
      .map((name) => `${file}: body placeholder {{example.${name}}} is not something ${String(fm.example?.tool)} computes`);
  });

/** A topic is read in a few minutes: its body is neither a stub nor a chapter. */
const bodyLengthIsInRange: LibraryRule = (library) =>
  eachTopic(library, ({ file, body }) => {
    const words = countWords(body);
    return words < BODY_WORDS.min || words > BODY_WORDS.max
      ? [`${file}: body has ${words} words; a topic has ${BODY_WORDS.min} to ${BODY_WORDS.max}`]
      : [];
  });

/** A sentence in its language's script ends with that language's mark, not a Latin full stop. */
const sentencesEndInTheirLanguage: LibraryRule = (library) =>
  eachTopic(library, ({ file, body }, locale) => {
    const entry = LOCALE_TABLE[locale];
    const stop = latinStopAfterScript(entry.textRules, 'm')?.exec(body.replace(/\]\([^)]*\)/g, ''));
    if (!stop) return [];
    const near = show(body.slice(Math.max(0, stop.index - 20), stop.index + 2));
    return [`${file}: body ends a sentence with a Latin full stop (${near}); ${entry.name} uses ${entry.sentenceEndName}`];
  });

/** The front matter a translation must copy from its twin: the same values in both. */
const SHARED_FIELDS = ['group', 'order', 'lastReviewed', 'related', 'calculator', 'example', 'terms', 'sectionIds'] as const;

/** A translation files, links and computes as its twin does. */
const twinsShareTheirFields: LibraryRule = (library) =>
  eachTwin(library, (original, translated) =>
    SHARED_FIELDS.filter((field) => show(original.fm[field]) !== show(translated.fm[field])).map(
      (field) =>
        `${translated.file}: ${field} ${show(translated.fm[field]) ?? 'is missing'} must be the same as in ${original.file} (${show(original.fm[field]) ?? 'missing'})`,
    ),
  );

/** A translation cites its twin's sources, or in place of one its own language's edition of that document. */
const twinsCiteTheSameSources: LibraryRule = (library) =>
  eachTwin(library, (original, translated, locale) => {
    const urls = original.fm.sources.map((s) => s.url);
    const same =
      urls.length === translated.fm.sources.length && translated.fm.sources.every((s, i) => s.url === urls[i] || s.lang === locale);
    return same
      ? []
      : [
          `${translated.file}: sources must cite the same addresses, in the same order, as ${original.file} (or, in place of one, its ${LOCALE_TABLE[locale].name} edition marked lang: ${locale})`,
        ];
  });

/** A translation's self-check asks as many questions as its twin's. */
const twinsAskAsManyQuestions: LibraryRule = (library) =>
  eachTwin(library, (original, translated) =>
    original.fm.selfCheck.length === translated.fm.selfCheck.length
      ? []
      : [
          `${translated.file}: selfCheck has ${translated.fm.selfCheck.length} questions, ${original.file} ${original.fm.selfCheck.length}: the twins ask as many`,
        ],
  );

/** A translation quotes the same worked-example figures as its twin. */
const twinsHaveTheSamePlaceholders: LibraryRule = (library) =>
  eachTwin(library, (original, translated) => {
    const [a, b] = [placeholdersIn(original.body).sort(), placeholdersIn(translated.body).sort()];
    return show(a) === show(b)
      ? []
      : [
          `${translated.file}: body has the placeholders ${b.join(', ') || 'none'}, ${original.file} ${a.join(', ') || 'none'}: both must have the same`,
        ];
  });

/** Every rule the library is held to before its pages are built, by name. */
export const LIBRARY_RULES = {
  factReferencesResolve,
  changesNameTopics,
  everyTopicHasItsTwins,
  fileNamesAreSlugs,
  glossaryIdsAreUnique,
  glossaryTermsBelongToTheirTopic,
  definitionsEndTheirSentence,
  synonymsPointToTopicsAndTerms,
  datesAreNotInTheFuture,
  sourcesFollowThePolicy,
  ordersAreUnique,
  relatedNameOtherTopics,
  termsAreGlossaryIds,
  oldAnchorsAreKept,
  examplesFitTheirCalculator,
  placeholdersAreComputed,
  bodyLengthIsInRange,
  sentencesEndInTheirLanguage,
  twinsShareTheirFields,
  twinsCiteTheSameSources,
  twinsAskAsManyQuestions,
  twinsHaveTheSamePlaceholders,
} as const satisfies Record<string, LibraryRule>;

/** Every rule's problems, in the order above. */
export const ruleProblems = (library: ParsedLibrary): string[] => Object.values(LIBRARY_RULES).flatMap((rule) => rule(library));
