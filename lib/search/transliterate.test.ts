import { acronymOf } from './transliterate';
import { normalise, searchTerm } from './normalise';

describe('acronymOf: Latin acronyms spelt in Devanagari, letter by letter', () => {
  // Each is spelt here from the letters' names, as a reader who types Hindi writes them.
  it.each([
    ['एसआईपी', 'sip'],
    ['एसडब्ल्यूपी', 'swp'],
    ['एसटीपी', 'stp'],
    ['सीएजीआर', 'cagr'],
    ['एमएफ', 'mf'],
    ['एफडी', 'fd'],
    ['एलआईसी', 'lic'],
    ['केवाईसी', 'kyc'],
    ['एनआरआई', 'nri'],
    ['एक्सआईआरआर', 'xirr'],
    ['ईएलएसएस', 'elss'],
    ['आईडीसीडब्ल्यू', 'idcw'],
  ])('reads %s as %s', (devanagari, latin) => {
    expect(acronymOf(normalise(devanagari), normalise)).toBe(latin);
  });

  it('reads the letter names as Marathi writes them: आय for I, व्ही for V, झेड for Z', () => {
    expect(acronymOf(normalise('एसआयपी'), normalise)).toBe('sip');
    expect(acronymOf(normalise('एनएव्ही'), normalise)).toBe('nav');
    expect(acronymOf(normalise('एनआरआय'), normalise)).toBe('nri');
    expect(acronymOf(normalise('झेडबी'), normalise)).toBe('zb');
    // आय alone is a Marathi word (income), not the letter I.
    expect(acronymOf(normalise('आय'), normalise)).toBeNull();
  });

  it('folds the spellings of one letter name together (वाई and वाय, डब्ल्यू and डब्लू)', () => {
    expect(acronymOf(normalise('केवायसी'), normalise)).toBe('kyc');
    expect(acronymOf(normalise('एसडब्लूपी'), normalise)).toBe('swp');
  });

  it('leaves Hindi words alone, and a single letter name', () => {
    for (const word of ['बीमा', 'जीवन', 'एक', 'केस', 'टैक्स', 'पी']) expect(acronymOf(normalise(word), normalise)).toBeNull();
  });

  it('makes the acronym one word with its Latin spelling for the search, whichever script was typed', () => {
    expect(searchTerm('एसआईपी')).toBe(searchTerm('SIP'));
    expect(searchTerm('एक्सआईआरआर')).toBe(searchTerm('XIRR'));
    expect(searchTerm('टीडीएस')).toBe(searchTerm('tds'));
  });
});
