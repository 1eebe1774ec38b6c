import { ENGLISH_SEPARATOR, englishBeside, glossaryLetters, headwordText, letterId, letterOf } from './glossary';
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

  it('files a term that starts with a symbol under its first word, in both editions', () => {
    const en = glossaryLetters([term('upi', '@valid UPI handle'), term('var', 'Variant'), term('amc', 'AMC')], 'en');
    expect(en.map((g) => [g.letter, g.terms.map((t) => t.id)])).toEqual([
      ['A', ['amc']],
      ['V', ['upi', 'var']],
    ]);
    const hi = glossaryLetters([term('upi', '@valid UPI हैंडल'), term('aadhaar', 'आधार')], 'hi');
    expect(hi.map((g) => g.letter)).toEqual(['V', 'आ']);
  });

  it('names a letter and its ASCII anchor', () => {
    expect(letterOf('क़र्ज़')).toBe('क');
    expect(letterId('A')).toBe('letter-a');
  });
});

describe('a headword and its English name', () => {
  it('leaves the English out when it says the same as the headword', () => {
    expect(englishBeside('SIP', 'sip')).toBeNull();
    expect(englishBeside('NAV', null)).toBeNull();
    expect(headwordText('KYC', 'KYC')).toBe('KYC');
  });

  it('brackets the English after a headword without a bracket, and uses a separator after one with its own', () => {
    expect(headwordText('नॉमिनी', 'Nominee')).toBe('नॉमिनी (Nominee)');
    const doubled = headwordText('SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान)', 'Systematic investment plan');
    expect(doubled).toBe(`SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान)${ENGLISH_SEPARATOR}Systematic investment plan`);
    expect(doubled.match(/\(/g)).toHaveLength(1);
  });
});
