import { ADDRESS_WORDS, EDITION_SEARCH_WORDS, QUESTION_WORDS } from '@/content/librarySearch';
import { LOCALE_TABLE, LOCALES } from '@/lib/i18n/locale';
import { foldLatin, normalise, phraseKey, readerFor, searchTerm, searchTerms, splitWords, termReader } from './normalise';

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
    for (const word of ['me', 'mein', 'par', 'se', 'ko', 'ka', 'ki', 'ke', 'kya', 'kaise', 'kitna', 'kare'])
      expect(searchTerm(word)).toBeNull();
  });

  it('keeps कर, which in formal Hindi is tax', () => {
    expect(searchTerm('कर')).not.toBeNull();
  });
});

describe('Marathi spellings in the common folding', () => {
  it('folds the candra E of English words to the Hindi ै, and ॲ to ऐ', () => {
    expect(normalise('टॅक्स')).toBe(normalise('टैक्स'));
    expect(normalise('ॲप')).toBe(normalise('ऐप'));
    expect(searchTerms('अ\u200Dॅसेट')).toEqual(searchTerms('ऐसेट'));
  });

  it('reads ळ as ल and ऱ as र', () => {
    expect(normalise('वेळ')).toBe(normalise('वेल'));
    expect(normalise('ऱ')).toBe(normalise('र'));
  });

  it('drops a zero-width joiner before splitting words, so the word stays whole', () => {
    expect(splitWords('अ\u200Dॅसेट मॅनेजमेंट')).toHaveLength(2);
  });

  it('splits a Latin acronym from a Devanagari ending typed against it, and keeps digits with either', () => {
    expect(splitWords('SIPमध्ये KYCसाठी')).toEqual(['SIP', 'मध्ये', 'KYC', 'साठी']);
    expect(splitWords('80सी')).toEqual(['80सी']);
    // A decimal point between digits is part of the number; a full stop after one ends a sentence.
    expect(splitWords('०.००५ टक्के, 12.5% and 2.')).toEqual(['०.००५', 'टक्के', '12.5', 'and', '2']);
  });
});

describe('termReader: an edition reads its own words beside the shared ones', () => {
  // A made-up edition: the mechanism is under test here, each edition's words in the next block.
  const reader = termReader({
    stopWords: ['काय', 'kay', 'मध्ये'],
    keepWords: ['kar'],
    suffixes: ['मध्ये', 'साठी', 'चा', 'त', 'madhe'],
    particles: ['च'],
    endings: ['ा', 'ी'],
    spellings: [
      ['guntavanuk', 'guntavnuk'],
      ['नंबर', 'क्रमांक'],
    ],
  });

  it('leaves out its own stop words and keeps a shared one it names', () => {
    expect(reader.searchTerm('काय')).toBeNull();
    expect(searchTerm('kar')).toBeNull();
    expect(reader.searchTerm('kar')).toBe('kar');
  });

  it('leaves a glued ending off, and the vowel a noun takes before it, so every form meets the bare word', () => {
    expect(reader.searchTerm('फंडात')).toBe(reader.searchTerm('फंड'));
    expect(reader.searchTerm('फंडाचा')).toBe(reader.searchTerm('फंड'));
    expect(reader.searchTerm('निवृत्तीसाठी')).toBe(reader.searchTerm('निवृत्ती'));
    expect(reader.searchTerm('fundmadhe')).toBe(reader.searchTerm('fund'));
  });

  it('reads an acronym with an ending glued to it as the acronym', () => {
    expect(reader.searchTerm('एसआयपीचा')).toBe(searchTerm('SIP'));
    expect(reader.searchTerms('SIPमध्ये')).toEqual([searchTerm('SIP')]);
  });

  it('leaves a particle off before the endings, after a vowel or a full consonant, never after a half letter', () => {
    expect(reader.searchTerm('फंडातच')).toBe(reader.searchTerm('फंड'));
    expect(reader.searchTerm('प्लॅनच')).toBe(reader.searchTerm('प्लॅन'));
    expect(reader.searchTerm('एसआयपीच')).toBe(searchTerm('SIP'));
    expect(reader.searchTerm('खर्च')).toBe(normalise('खर्च'));
  });

  it('reads a postposition typed apart as a stop word', () => {
    expect(reader.searchTerms('2025 साठी')).toEqual(['2025']);
    expect(reader.searchTerms('sip madhe')).toEqual([searchTerm('sip')]);
  });

  it('keeps a short word whole: मत is no म with a त', () => {
    expect(reader.searchTerm('मत')).toBe(normalise('मत'));
  });

  it('reads a word readers type for another as that word', () => {
    expect(reader.searchTerm('guntavanuk')).toBe(reader.searchTerm('guntavnuk'));
    expect(reader.searchTerm('नंबर')).toBe(reader.searchTerm('क्रमांक'));
  });
});

describe("the Marathi edition's reader: the forms of its nouns and verbs", () => {
  const reader = readerFor('mr');

  it('hears a question that asks to work a sum out, by its verb as typed, never by the stem it shares with a noun', () => {
    expect(reader.asks('बोनसचे पैसे एकदम गुंतवले तर किती वाढतील').workOut).toBe(true);
    expect(reader.asks('ekrakami paise kiti vadhtil').workOut).toBe(true);
    expect(reader.asks('दरवर्षी एसआयपीत वाढ').workOut).toBe(false);
    expect(reader.asks('नॉमिनी नसेल तर काय होईल').workOut).toBe(false);
  });

  it('hears a question put to the firm, with a postposition glued to the pronoun, and not an app', () => {
    expect(reader.asks('तुमची फी किती आहे').firm).toBe(true);
    expect(reader.asks('तुमच्याकडे तक्रार केली').firm).toBe(true);
    expect(reader.asks('tumhi kontya fund house che fund vikta').firm).toBe(true);
    expect(reader.asks('फी किती असते').firm).toBe(false);
    expect(reader.asks('fake trading app madhe paise adakle').firm).toBe(false);
  });

  it('hears a question put to the firm by its verb alone, unless the verb says what can be done', () => {
    expect(reader.asks('कोणत्या फंड हाउसचे फंड विकता').firm).toBe(true);
    expect(reader.asks('एसआयपी सुरू करून द्याल का').firm).toBe(true);
    expect(reader.asks('thane madhe ghari yeun bhetta ka').firm).toBe(true);
    expect(reader.asks('थोडे युनिट्स विकता येतात का').firm).toBe(false);
    // घेताना is "while taking": the verb is matched as typed.
    expect(reader.asks('पॉलिसी घेताना आजार सांगितला नाही तर').firm).toBe(false);
  });

  it('hears a question that asks what will be left as one that asks to work a sum out', () => {
    expect(reader.asks('swp karun 10 varshani kiti shillak rahil').workOut).toBe(true);
    expect(reader.asks('निवृत्तीनंतर किती पैसे उरतील').workOut).toBe(true);
  });

  it('hears a yes-or-no question as asking whether, not how much', () => {
    expect(reader.asks('पॉलिसी रद्द करून पैसे परत मिळतील का').workOut).toBe(false);
    expect(reader.asks('paise parat miltil ka').workOut).toBe(false);
    expect(reader.asks('पॉलिसी रद्द केली तर किती पैसे परत मिळतील').workOut).toBe(true);
  });

  it('hears "how" before the verb as asking how, not how much', () => {
    expect(reader.asks('फंडाचे पैसे मुलांना कसे मिळतील').workOut).toBe(false);
    expect(reader.asks('fund che paise mulanna kase miltil').workOut).toBe(false);
    expect(reader.asks('फंडाचे किती पैसे मुलांना मिळतील').workOut).toBe(true);
  });

  it('keeps data apart from debt, which its stem would meet', () => {
    expect(reader.searchTerm('डेटाची')).toBe(reader.searchTerm('डेटा'));
    expect(reader.searchTerm('डेटा')).not.toBe(reader.searchTerm('डेट'));
  });

  it('keeps a two-letter noun once a postposition is off, and a two-letter verb whole', () => {
    for (const form of ['करावर', 'कराची', 'करात']) expect(reader.searchTerm(form)).toBe(reader.searchTerm('कर'));
    // करा ("do") came without a postposition: it is not कर ("tax").
    expect(reader.searchTerm('करा')).not.toBe(reader.searchTerm('कर'));
  });

  it('keeps a last letter that is also a postposition: मुदत is no मुद with a त, खर्च no खर् with a च', () => {
    const pairs: readonly (readonly [string, string])[] = [
      ['मुदत', 'मुदतीत'],
      ['सवलत', 'सवलतीचा'],
      ['खर्च', 'खर्चाचे'],
      ['स्विच', 'स्विचमध्ये'],
    ];
    for (const [bare, inflected] of pairs) expect(reader.searchTerm(inflected)).toBe(reader.searchTerm(bare));
    expect(reader.searchTerm('फंडात')).toBe(reader.searchTerm('फंड'));
    // After a nasal vowel too: वर्षांत is वर्षां with a त, "in the years".
    expect(reader.searchTerm('वर्षांत')).toBe(reader.searchTerm('वर्ष'));
  });

  it("reads a verb's forms as its stem, and a noun made from it as itself", () => {
    for (const form of ['काढणे', 'काढून', 'काढल्यावर', 'काढायचे']) expect(reader.searchTerm(form)).toBe(reader.searchTerm('काढ'));
    for (const form of ['ठरते', 'ठरता', 'ठरतात']) expect(reader.searchTerm(form)).toBe(reader.searchTerm('ठरतो'));
    expect(reader.searchTerm('वाढेल')).toBe(reader.searchTerm('वाढ'));
    expect(reader.searchTerm('गुंतवायची')).not.toBe(reader.searchTerm('गुंतवणूक'));
    expect(reader.searchTerm('करता')).toBeNull();
  });
});

describe.each(LOCALES)('the %s edition reader', (locale) => {
  const words = EDITION_SEARCH_WORDS[locale];
  const reader = readerFor(locale);

  it('leaves out every stop word of its list and keeps every word it names as meaning something', () => {
    for (const word of words.stopWords) expect(reader.searchTerm(word)).toBeNull();
    for (const word of words.keepWords) expect(reader.searchTerm(word)).not.toBeNull();
  });

  it('reads a noun with any postposition its language glues to it as the noun, in either script', () => {
    // गुंतवणूक (investment), in the oblique form a postposition is glued to (गुंतवणुकी-), and "fund"
    // stand for any noun: what is under test is each edition's list.
    for (const postposition of LOCALE_TABLE[locale].gluedPostpositions)
      expect(reader.searchTerm(`गुंतवणुकी${postposition}`)).toBe(reader.searchTerm('गुंतवणूक'));
    for (const suffix of words.suffixes) expect(reader.searchTerm(`fund${suffix}`)).toBe(reader.searchTerm('fund'));
  });

  it('reads a postposition of its language typed apart as naming nothing', () => {
    for (const postposition of LOCALE_TABLE[locale].gluedPostpositions)
      expect([postposition, reader.searchTerm(postposition)]).toEqual([postposition, null]);
  });

  it('reads each word of its spellings table as the word the pages use', () => {
    for (const [typed, read] of words.spellings) expect([typed, reader.searchTerm(typed)]).toEqual([typed, reader.searchTerm(read)]);
  });

  it('reads every pronoun that speaks to the firm as naming nothing: the question hears it', () => {
    for (const word of ADDRESS_WORDS) expect([word, reader.searchTerm(word)]).toEqual([word, null]);
  });

  it('reads every shared stop word it does not keep as one', () => {
    const kept = new Set(words.keepWords);
    for (const word of QUESTION_WORDS.filter((stop) => !kept.has(stop))) expect(reader.searchTerm(word)).toBeNull();
  });
});
