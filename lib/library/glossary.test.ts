import { glossaryLetters, letterId, letterOf } from './glossary';
import type { GlossaryTerm } from './library';

const term = (id: string, text: string): GlossaryTerm => ({
  id,
  topic: 't',
  term: text,
  english: null,
  definition: 'd',
  aliases: [],
  href: `#${id}`,
});

describe('the glossary page order', () => {
  it('sorts English A-Z under capital letters', () => {
    const groups = glossaryLetters([term('nav', 'NAV'), term('amc', 'AMC'), term('aum', 'aum'), term('exit', 'Exit load')], 'en');
    expect(groups.map((g) => [g.letter, g.terms.map((t) => t.id)])).toEqual([
      ['A', ['amc', 'aum']],
      ['E', ['exit']],
      ['N', ['nav']],
    ]);
  });

  it('files Hindi terms in Latin letters first, under their Latin letter, then the Devanagari ones', () => {
    const groups = glossaryLetters([term('kyc', 'KYC'), term('exit', 'एग्ज़िट लोड'), term('sip', 'SIP'), term('aadhaar', 'आधार')], 'hi');
    expect(groups.map((g) => g.letter)).toEqual(['K', 'S', 'आ', 'ए']);
    expect(groups.map((g) => g.id)).toEqual(['letter-k', 'letter-s', 'letter-0906', 'letter-090f']);
  });

  it('names a letter and its ASCII anchor', () => {
    expect(letterOf('क़र्ज़')).toBe('क');
    expect(letterId('A')).toBe('letter-a');
  });
});
