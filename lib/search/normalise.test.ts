import { QUESTION_WORDS } from '@/content/librarySearch';
import { foldLatin, normalise, phraseKey, searchTerm, searchTerms } from './normalise';

describe('normalise', () => {
  it('folds case and Unicode forms: a precomposed nukta letter and a letter with a combining nukta meet', () => {
    expect(normalise('SIP')).toBe(normalise('sip'));
    // फ़ as one code point (U+095E) and as फ + U+093C.
    expect(normalise('\u095E\u0948\u0915\u094D\u091F\u0936\u0940\u091F')).toBe(
      normalise('\u092B\u093C\u0948\u0915\u094D\u091F\u0936\u0940\u091F'),
    );
    expect(normalise('क़ीमत')).toBe(normalise('कीमत'));
  });

  it('folds chandrabindu to anusvara, and a half nasal before a stop to anusvara', () => {
    expect(normalise('ग़लतियाँ')).toBe(normalise('गलतियां'));
    expect(normalise('लम्पसम')).toBe(normalise('लंपसम'));
    expect(normalise('हिन्दी')).toBe(normalise('हिंदी'));
    // Before य the half letter stays: म्यूचुअल is not ंयूचुअल.
    expect(normalise('म्यूचुअल')).toContain('\u092E\u094D\u092F');
  });

  it('folds long and short vowels, and the candra O of borrowed words', () => {
    expect(normalise('म्यूचुअल')).toBe(normalise('म्युचुअल'));
    expect(normalise('ज़्यादा')).toBe(normalise('ज्यादा'));
    expect(normalise('लॉक')).toBe(normalise('लोक'));
  });

  it('writes Devanagari digits as Latin digits', () => {
    expect(normalise('धारा १२३')).toBe(normalise('धारा 123'));
  });
});

describe('foldLatin', () => {
  it.each([
    ['kyaa', 'kya'],
    ['niwesh', 'nivesh'],
    ['zyada', 'jyada'],
    ['paissa', 'paisa'],
    ['funds', 'fund'],
  ])('spells %s as %s', (typed, other) => {
    expect(foldLatin(typed)).toBe(foldLatin(other));
  });

  it('keeps a double s and a short word whole', () => {
    expect(foldLatin('elss')).not.toBe(foldLatin('el'));
    expect(foldLatin('has')).toBe('has');
  });
});

describe('question words', () => {
  it('are left out in every spelling the list gives', () => {
    for (const word of QUESTION_WORDS) expect(searchTerm(word)).toBeNull();
  });

  it('leave the words people look for', () => {
    expect(searchTerms('nav kya hai')).toEqual(searchTerms('NAV'));
    expect(searchTerms('NAV kya hota hai')).toEqual(searchTerms('nav'));
    expect(searchTerms('mutual fund kya hai')).toEqual(searchTerms('Mutual Fund'));
    expect(searchTerms('एसआईपी क्या है')).toEqual(searchTerms('एसआईपी'));
    expect(searchTerms('what is an ELSS')).toEqual(searchTerms('elss'));
    expect(searchTerms('kya hai')).toEqual([]);
  });
});

describe('phraseKey', () => {
  it('folds hyphens and spaces: "lock in", "lock-in" and "LOCK-IN" are one key, and so are the Hindi forms', () => {
    expect(phraseKey('lock in')).toBe(phraseKey('lock-in'));
    expect(phraseKey('LOCK-IN')).toBe(phraseKey('lock  in'));
    expect(phraseKey('लॉक-इन')).toBe(phraseKey('लॉक इन'));
    expect(phraseKey('एग्ज़िट लोड')).toBe(phraseKey('एग्जिट लोड'));
  });
});

describe('stop words in both scripts', () => {
  it('leaves out postpositions and question words of English, Hindi and Hinglish', () => {
    expect(searchTerms('mutual fund me tax kitna lagega')).toEqual(searchTerms('mutual fund tax lagega'));
    expect(searchTerms('म्यूचुअल फंड में टैक्स कितना')).toEqual(searchTerms('म्यूचुअल फंड टैक्स'));
    expect(searchTerms('nominee kaise add kare')).toEqual(searchTerms('nominee add'));
    expect(searchTerms('how to withdraw from a mutual fund')).toEqual(searchTerms('withdraw mutual fund'));
    for (const word of ['में', 'पर', 'से', 'को', 'का', 'की', 'के', 'क्या', 'कैसे', 'कितना', 'करें']) expect(searchTerm(word)).toBeNull();
    for (const word of ['me', 'mein', 'par', 'se', 'ko', 'ka', 'ki', 'ke', 'kya', 'kaise', 'kitna', 'kare']) expect(searchTerm(word)).toBeNull();
  });

  it('keeps कर, which in formal Hindi is tax', () => {
    expect(searchTerm('कर')).not.toBeNull();
  });
});
