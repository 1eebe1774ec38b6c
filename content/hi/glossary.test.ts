import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { latinFullStops, termProblems } from '@/lib/i18n/termRules';
import { LOCALE_TABLE } from '@/lib/i18n/locale';
import { routes, type RoutePath } from '../routes';
import { toolCards } from '../en/tools';
import type { ToolCardPath } from '../tools';
import { features } from '../features';
import { calculatorCopy } from './calculators';
import { featureText } from './features';
import { glossary, jargon } from './glossary';
import { routeText } from './routes';
import { toolsText } from './tools';

// Every Hindi content module, as written: the glossary's spellings are the site's, everywhere.
const folder = join(process.cwd(), 'content', 'hi');
const modules = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'glossary.ts')
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8').normalize('NFC') }));

it('finds the Hindi content modules', () => {
  expect(modules.length).toBeGreaterThan(3);
});

describe.each(glossary.map((entry) => [entry.english, entry] as const))('"%s"', (_english, entry) => {
  it('takes the glossary’s one form (spelling, wording and gender) in every Hindi module', () => {
    for (const { name, text } of modules)
      expect({ module: name, problems: termProblems(text, [entry]) }).toEqual({ module: name, problems: [] });
  });

  it('cites a source', () => {
    expect(entry.sources.length).toBeGreaterThan(0);
  });
});

it('says what each avoided form is instead, and the gender only where it checks agreement', () => {
  for (const entry of glossary) {
    expect(entry.hindi.trim()).not.toBe('');
    if (entry.wrongAgreement) expect(entry.gender).toBeDefined();
  }
});

it('ends a Hindi sentence with the danda, never a Latin full stop, in every Hindi module', () => {
  for (const { name, text } of modules) expect({ module: name, stops: latinFullStops(text, LOCALE_TABLE.hi.textRules) }).toEqual({ module: name, stops: [] });
});

it('gives every jargon term a gloss, and writes the term with its gloss the glossary’s way', () => {
  for (const rule of jargon) {
    expect(rule.gloss.trim()).not.toBe('');
    expect(termProblems(`${rule.term} (${rule.gloss})`, glossary)).toEqual([]);
  }
});

describe('one Hindi name per tool and page', () => {
  // The navbar's short words ("सेवाएँ" for "हमारी सेवाएँ") and the spec's own strings (/login/) are the
  // only places a route's label differs from its name; every other route says its name one way.
  const navbar = new Set<string>(routes.filter((r) => (r.placements as readonly string[]).includes('nav')).map((r) => r.path));
  const spec = new Set<RoutePath>(['/', '/login/']);

  it.each(routes.filter((r) => !navbar.has(r.path) && !spec.has(r.path)).map((r) => r.path))(
    '%s: the footer link, the title and the heading are one name',
    (path) => {
      const words = routeText[path];
      expect(words.heading).toBe(words.label);
      expect([words.label, `${words.label}:`].some((start) => words.title === start || words.title.startsWith(`${start} `))).toBe(true);
    },
  );

  it.each(routes.filter((r) => navbar.has(r.path) && !spec.has(r.path)).map((r) => r.path))(
    '%s: the title is the heading, and names the navbar word',
    (path) => {
      const words = routeText[path];
      expect(words.title).toBe(words.heading);
      expect(words.heading).toContain(words.label);
    },
  );

  it('the tools hub’s cards name each tool as its page does', () => {
    for (const card of toolCards)
      expect({ path: card.path, heading: toolsText.cards[card.path as ToolCardPath].heading }).toEqual({
        path: card.path,
        heading: routeText[card.path].label,
      });
  });

  it('the home page’s cards that open a tool name it as its page does', () => {
    const toTools = features.flatMap((card) =>
      routes.some((r) => r.path === card.route) ? [{ id: card.id, path: card.route as RoutePath }] : [],
    );
    expect(toTools.length).toBeGreaterThan(0);
    for (const { id, path } of toTools) expect({ id, heading: featureText[id].heading }).toEqual({ id, heading: routeText[path].label });
  });

  it('each calculator’s form is named as its page', () => {
    const pages: Record<keyof typeof calculatorCopy, RoutePath> = {
      sip: '/financial-calculator/',
      stepUpSip: '/tools/step-up-sip/',
      lumpsum: '/tools/lumpsum/',
      swp: '/tools/swp/',
      goal: '/tools/goal/',
      retirement: '/tools/retirement/',
      costOfDelay: '/tools/cost-of-delay/',
      regularVsDirect: '/tools/regular-vs-direct/',
    };
    for (const [id, path] of Object.entries(pages) as [keyof typeof calculatorCopy, RoutePath][])
      expect({ id, label: calculatorCopy[id].label }).toEqual({ id, label: routeText[path].label });
  });
});
