import { glossarySchema } from './schema';

it('loads a glossary entry keyed by a language not yet in the locale table, dropping that key', () => {
  const entry = {
    id: 'nav',
    topic: 'nav',
    en: { term: 'NAV', definition: 'The value of one unit.' },
    hi: { term: 'NAV', english: 'NAV', definition: 'एक यूनिट का मूल्य।' },
    mr: { term: 'NAV', english: 'NAV', definition: 'एका युनिटचे मूल्य.' },
    gu: { term: 'NAV', english: 'NAV', definition: 'એક યુનિટનું મૂલ્ય.' },
  };
  const result = glossarySchema.safeParse({ terms: [entry] });
  expect(result.success).toBe(true);
  expect(result.data?.terms[0]).not.toHaveProperty('gu');
});

it('still refuses an entry that lacks a language the table has', () => {
  const entry = { id: 'nav', topic: 'nav', en: { term: 'NAV', definition: 'The value of one unit.' } };
  expect(glossarySchema.safeParse({ terms: [entry] }).success).toBe(false);
});
