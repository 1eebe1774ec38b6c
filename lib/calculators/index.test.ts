import { routes } from '@/content/routes';
import { TOOL_CARDS } from '@/content/tools';
import { LOCALE_TABLE, LOCALES } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { CALCULATORS, type CalculatorDefinition } from '.';
import { readQueryFields } from './numberField';

// Every calculator's definition is complete: a new one is caught here, not on its page.

const definitions: [string, CalculatorDefinition][] = Object.entries(CALCULATORS);

describe.each(definitions)('%s', (id, calculator) => {
  it('is filed under its own id, at a route of the site with a card on the hub', () => {
    expect(calculator.id).toBe(id);
    expect(routes.map((route) => route.path as string)).toContain(calculator.path);
    expect(TOOL_CARDS).toContainEqual({ path: calculator.path, kind: 'calculator' });
  });

  it('names as assumed returns only fields it has, in percent a year', () => {
    expect(calculator.rates.length).toBeGreaterThan(0);
    for (const name of calculator.rates) expect(calculator.fields[name]).toMatchObject({ unit: 'percent', per: 'year' });
  });

  it('runs its example to every output it declares', () => {
    const result = calculator.run(calculator.exampleInput);
    for (const name of Object.keys(calculator.outputs)) expect(Object.hasOwn(result, name)).toBe(true);
  });

  it.each(LOCALES)('has words for every field, an explainer and a worked example in %s', (locale) => {
    const words = wordsFor(locale);
    const copy = words.calculatorCopy[id as keyof typeof words.calculatorCopy];
    for (const name of Object.keys(calculator.fields)) {
      expect(copy.labels).toHaveProperty(name);
      expect(copy.fields).toHaveProperty(name);
    }
    expect(words.tools.explainers).toHaveProperty([calculator.path]);
    const { sentence, query } = calculator.example(words, locale, LOCALE_TABLE[locale].intlLocale);
    expect(sentence).not.toMatch(/\{\w+\}/);
    // The example's link opens exactly its inputs: nothing the calculator would refuse or move.
    const { values, ignored } = readQueryFields(calculator.fields, query, words.fieldWords);
    expect(ignored).toEqual([]);
    for (const name of Object.keys(calculator.fields)) expect(values[name]).toBe(calculator.exampleInput[name]);
    for (const [name, options] of Object.entries(calculator.choices ?? {})) expect(options).toContain(new URLSearchParams(query).get(name));
  });
});

it('files every calculator card of the hub in the registry', () => {
  const paths: string[] = Object.values(CALCULATORS).map(({ path }) => path);
  for (const card of TOOL_CARDS.filter(({ kind }) => kind === 'calculator')) expect(paths).toContain(card.path);
});
