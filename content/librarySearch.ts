import type { Locale } from '@/lib/i18n/locale';
import type { RoutePath } from './routes';

// Words the site's search leaves out of a query and of the text it indexes, because people type them
// around what they look for ("nav kya hai", "एसआईपी क्या है", "what is an ELSS", "mutual fund me tax"):
// they would otherwise match every page that asks a question, and a query that needs every word would
// fail on a postposition no page happens to use beside the word that matters. One list for both languages, as the synonym table (content/library/synonyms.yml)
// is one list: English, Hinglish in Latin letters and Hindi in Devanagari. The search folds each word
// as it folds the text (lib/search/normalise.ts), so "kyaa" and "kya", "हैं" and "है" need no second entry.
export const QUESTION_WORDS: readonly string[] = [
  // English
  'what',
  "what's",
  'whats',
  'is',
  'are',
  'a',
  'an',
  'the',
  'how',
  'do',
  'does',
  'why',
  'who',
  'meaning',
  'mean',
  'means',
  'can',
  'i',
  'my',
  'me',
  'to',
  'of',
  'for',
  'on',
  'in',
  'into',
  'from',
  'with',
  'and',
  'or',
  'vs',
  'versus',
  'should',
  'when',
  'which',
  'where',
  'much',
  'take',
  'takes',
  'many',
  'it',
  'be',
  'am',
  'need',
  // Hinglish
  'kya',
  'hai',
  'hain',
  'hota',
  'hoti',
  'hote',
  'kaise',
  'matlab',
  'ka',
  'ki',
  'ke',
  'mein',
  'par',
  'pe',
  'se',
  'ko',
  'kitna',
  'kitne',
  'kitni',
  'kare',
  'karen',
  'karein',
  'karu',
  'karna',
  'karni',
  'ho',
  'wala',
  'wali',
  'wale',
  'liye',
  'aur',
  'ya',
  'to',
  'bhi',
  'kab',
  'kaha',
  'kahan',
  'kyu',
  'kyon',
  'kyun',
  'kaun',
  'kis',
  'kisko',
  'sakta',
  'sakte',
  'sakti',
  'chahiye',
  'hu',
  'hun',
  'mera',
  'meri',
  'mere',
  'apna',
  'apni',
  'jo',
  // Verbs' helpers, which carry no topic ("kar sakta hai", "ho gayi"); "kar" is not the Hindi for tax
  // when typed in Latin letters: readers type "tax".
  'kar',
  'karte',
  'karke',
  'hone',
  'hoga',
  'gaya',
  'gayi',
  'raha',
  'rahi',
  'hua',
  // Hindi
  'क्या',
  'है',
  'हैं',
  'होता',
  'होती',
  'होते',
  'कैसे',
  'मतलब',
  'का',
  'की',
  'के',
  // Not कर: in formal Hindi it is the word for tax (पूंजीगत लाभ कर).
  'में',
  'पर',
  'पे',
  'से',
  'को',
  'ने',
  'कितना',
  'कितने',
  'कितनी',
  'करें',
  'करे',
  'करना',
  'हो',
  'वाला',
  'वाली',
  'वाले',
  'लिए',
  'और',
  'या',
  'तो',
  'भी',
  'कब',
  'कहाँ',
  'क्यों',
  'कौन',
  'किस',
  'किसको',
  'सकता',
  'सकते',
  'चाहिए',
  'हूँ',
  'मेरा',
  'मेरी',
  'मेरे',
  'अपना',
  'जो',
];

// Words that ask for a tool ("sip calculator", "एसआईपी कैलकुलेटर", "sip ka hisab"): when a query holds
// one, the calculators and questionnaires that match it come before the topics that explain them.
export const TOOL_WORDS: readonly string[] = [
  'calculator',
  'calc',
  'calculater',
  'calculaator',
  'questionnaire',
  'quiz',
  'hisab',
  'hisaab',
  'कैलकुलेटर',
  'कैलक्युलेटर',
  'केलकुलेटर',
  'हिसाब',
  'प्रश्नावली',
  // Marathi
  'कॅल्क्युलेटर',
  'कॅलक्युलेटर',
  'हिशोब',
  'hishob',
];

// Words that make a number a sum of money ("2 लाख", "30 हजार", "5 lakh"): a query that names a sum
// ("दरमहा ५००० ची एसआयपी २० वर्षे", "2 lakh lumpsum 10 years") asks to work it out, as a tool word
// does. A bare number of three or more digits is a sum too; "minor turns 18" and "80c" are not, nor is
// the word rupee, which asks as often what something costs ("दहा रुपयाला युनिट").
export const AMOUNT_WORDS: readonly string[] = [
  'thousand',
  'lakh',
  'lakhs',
  'lac',
  'crore',
  'crores',
  'hazar',
  'hajar',
  'हज़ार',
  'लाख',
  'करोड़',
  // Marathi
  'हजार',
  'कोटी',
];

// Words that make a number a span of time ("5 varshat", "20 years"): like a sum's, not what the query
// is about, so that "10 lakh 5 varshat kiti hotil" asks for every tool that works a sum out, not for
// a page that mentions years. A span alone asks to work nothing out ("sip for 20 years").
export const SPAN_WORDS: readonly string[] = ['year', 'years', 'yrs', 'साल', 'saal', 'sal', 'वर्ष', 'वर्षे', 'varsh', 'varshe', 'varsha'];

// Verbs that ask what a sum will come to ("एकदम गुंतवले तर किती वाढतील", "kitne banenge", "किती पैसे
// जमवायचे"): a query holding one asks to work it out, as a tool word does. Each is matched as typed or
// with a postposition off, never by its stem: वाढ alone is the noun "growth", which a topic answers.
// Not "होईल" ("नॉमिनी नसेल तर काय होईल" asks what happens) nor "लागेल" ("exit load lagel ka" asks
// whether a charge applies).
export const WORK_OUT_WORDS: readonly string[] = [
  // Hindi and Hinglish
  'बनेंगे',
  'बनेगा',
  'होंगे',
  'मिलेंगे',
  'बढ़ेंगे',
  'banenge',
  'banega',
  'honge',
  'milenge',
  'badhenge',
  // Marathi
  'होतील',
  'वाढतील',
  'वाढेल',
  'मिळतील',
  'जमतील',
  'जमवायचे',
  'जमवावे',
  'hotil',
  'vadhtil',
  'miltil',
  'jamtil',
  'jamvayche',
  // What will be left ("किती शिल्लक राहील") and how long it will last ("किती वर्षे टिकतील"), as what
  // it will come to.
  'टिकतील',
  'टिकेल',
  'पुरतील',
  'पुरेल',
  'जमेल',
  'tiktil',
  'tikel',
  'purtil',
  'purel',
  'jamel',
  'राहील',
  'राहतील',
  'उरेल',
  'उरतील',
  'rahil',
  'rahtil',
  'urel',
  'urtil',
];

// Words that address the firm ("your fee", "आपकी फीस", "तुमची कंपनी कोणाची", "tumhi kontya fund house
// che fund vikta"): the site's own pages that hold what the query names (the disclosure, the privacy
// policy, the grievance page, the services) come before the library, which explains the subject in general.
export const ADDRESS_WORDS: readonly string[] = [
  'you',
  'your',
  'yours',
  // Not "aap": folded as the search folds vowels, it is "app".
  'aapka',
  'aapki',
  'aapke',
  'apka',
  'apki',
  'apke',
  'आप',
  'आपका',
  'आपकी',
  'आपके',
  'आपको',
  // Marathi
  'तुम्ही',
  'तुम्हाला',
  'तुमचा',
  'तुमची',
  'तुमचे',
  'तुमच्या',
  'tumhi',
  'tumhala',
  'tumcha',
  'tumchi',
  'tumche',
  'tumchya',
];

// A Marathi verb in the person one speaks to the firm in, with no pronoun ("कोणते फंड विकता", "कमिशन
// घेता का", "एसआयपी सुरू करून द्याल का"): matched as typed, as घेताना ("while taking") is another word.
export const ADDRESS_VERBS: readonly string[] = [
  'विकता',
  'देता',
  'घेता',
  'आकारता',
  'द्याल',
  'कराल',
  'सांगाल',
  'पाठवाल',
  'घ्याल',
  'शकाल',
  'भेटता',
  'vikta',
  'deta',
  'gheta',
  'aakarta',
  'akarta',
  'dyal',
  'karal',
  'sangal',
  'pathval',
  'ghyal',
  'shakal',
  'bhetta',
];

// A question to the firm that names nothing else ("तुम्ही कोण आहात", "आप कौन हैं") is about the firm.
export const FIRM_PAGE: RoutePath = '/about/';

// "विकता येते" is "can be sold", not "you sell": a verb before these speaks to no one.
export const CAN_WORDS: readonly string[] = ['येते', 'येतात', 'येतो', 'येईल', 'येतील', 'yete', 'yetat', 'yeto', 'yeil', 'yetil'];

// The particle that makes a question yes or no: "पैसे परत मिळतील का" asks whether the money comes back,
// not how much it will come to, so a verb of WORK_OUT_WORDS just before it asks to work nothing out.
export const YES_NO_WORDS: readonly string[] = ['का', 'ka', 'क्या', 'kya'];
// Nor does one just after "how": "मुलांना पैसे कसे मिळतील" asks how the children get the money.
export const HOW_WORDS: readonly string[] = ['कसे', 'कसा', 'कशी', 'कशा', 'kase', 'kasa', 'kashi', 'कैसे', 'कैसा', 'kaise', 'kaisa', 'how'];

/**
 * What one edition's search reads differently from the others: its own stop words, the shared ones that
 * are words that matter in it, the endings its language glues to a word, and its spellings. The same
 * folding applies to the edition's index and to what its visitors type.
 */
export type EditionSearchWords = {
  /** Left out of its queries and index, beside QUESTION_WORDS. */
  stopWords: readonly string[];
  /** Words of QUESTION_WORDS that carry meaning in this edition (Marathi "kar" is tax). */
  keepWords: readonly string[];
  /**
   * Postpositions written glued to the word before them in Latin letters (fundmadhe, sipsathi), beside
   * the locale table's gluedPostpositions in the language's script (फंडात, फंडाचे): left off, longest
   * first, when enough of the word remains.
   */
  suffixes: readonly string[];
  /**
   * Particles glued to the end of any word, even after a postposition (Marathi's emphatic च:
   * योजनेतच, प्लॅनच, तुम्हीच): left off first, after a vowel or a consonant's own vowel, never after a
   * half letter (खर्च, मार्च).
   */
  particles: readonly string[];
  /**
   * Vowel endings a noun changes with its case and number (फंड, फंडा-त; निवृत्ती, निवृत्ती-साठी): left
   * off every word, so that the bare word and its inflected forms meet.
   */
  endings: readonly string[];
  /**
   * Words readers type for one another, as [typed, as the search reads it]: spellings ("guntavanuk",
   * "guntavnuk") and the everyday word beside the formal one the pages write (नंबर, क्रमांक).
   */
  spellings: readonly (readonly [string, string])[];
};

/** What an edition with no words of its own reads: the shared lists only. */
export const NO_EDITION_WORDS: EditionSearchWords = {
  stopWords: [],
  keepWords: [],
  suffixes: [],
  particles: [],
  endings: [],
  spellings: [],
};

// English and Hindi read QUESTION_WORDS as they are: Hindi writes its postpositions apart (फंड में).
export const EDITION_SEARCH_WORDS: Readonly<Record<Locale, EditionSearchWords>> = {
  en: NO_EDITION_WORDS,
  hi: NO_EDITION_WORDS,
  // Marathi glues its postpositions to the word in Latin letters too (fundmadhe, sipsathi), changes a
  // noun's last vowel before them (विमा, विम्याचा), and its question words are its own.
  mr: {
    stopWords: [
      // Devanagari
      // "तपासून द्याल का", "सांगू शकाल का": the verb that asks a favour says nothing of the subject.
      'द्याल',
      'कराल',
      'शकाल',
      'सांगाल',
      'dyal',
      'karal',
      'shakal',
      'sangal',
      'काय',
      'म्हणजे',
      'कसे',
      'कसा',
      'कशी',
      'कशा',
      'किती',
      'कधी',
      'कुठे',
      'का',
      'कोण',
      'कोणता',
      'कोणती',
      'कोणते',
      'आहे',
      'आहेत',
      'असते',
      'असतो',
      'असतात',
      'होतो',
      'होते',
      'होतात',
      'होईल',
      'होतील',
      'करायचे',
      'करायची',
      'करायचा',
      'करावे',
      'करावी',
      'करावा',
      'करणे',
      // "करता येते", "काय करतो": the verb that helps another, in any person (the endings fold करतो,
      // करते, करता and करतात to one form).
      'करता',
      // "जोखीम घेण्याची", "विमा घेणे": the noun beside the verb "take" says what is asked.
      'घेणे',
      // "सिप कशी चालते", "kasa kam karto": how a thing works is what a topic on it says.
      'चालते',
      'चालतो',
      'चालतात',
      'chalte',
      'chalto',
      // "म्हणजे नक्की काय": "exactly" asks the same question.
      'नक्की',
      'nakki',
      // "पॅन नसेल तर", "KYC नाही": a negation says nothing of the topic.
      'नसेल',
      'नाही',
      // "होऊ शकते", "झाल्यावर": what happens, not what it happens to.
      'होऊ',
      'झाला',
      'झाल्यास',
      // "का घ्यावा": the helper "should take", as करावा is "should do".
      'घ्यावा',
      'घ्यावे',
      'घ्यावी',
      // "तुमच्याशी", "आमच्याकडे": the pronoun before a postposition.
      'तुमच्या',
      'आमच्या',
      'आमचा',
      'आमची',
      'आमचे',
      'मध्ये',
      'साठी',
      'आणि',
      'किंवा',
      'चा',
      'ची',
      'चे',
      'च्या',
      'ला',
      'ना',
      'वर',
      'ने',
      'नी',
      'हे',
      'हा',
      'ही',
      'तर',
      'मला',
      'माझे',
      'माझा',
      'माझी',
      'तुम्ही',
      'लागतो',
      'लागते',
      'लागतात',
      'मिळतो',
      'मिळते',
      'मिळतात',
      'मिळेल',
      'लागतील',
      'लागेल',
      'करण्या',
      'करायला',
      'असावा',
      'असावी',
      'असावे',
      'तुम्हाला',
      'तुमचा',
      'तुमची',
      'तुमचे',
      'आम्हाला',
      'पाहिजे',
      'केला',
      'केली',
      'केले',
      'केल्या',
      'हवे',
      'शकतो',
      'शकते',
      'येते',
      'येतात',
      'द्या',
      // "difference", the shape of a question whose two named things carry its meaning ("एसआयपी आणि आरडी
      // यात काय फरक"): a page that says फरक often (the regular-vs-direct ones) is not its answer.
      'फरक',
      'farak',
      // "in these", "between": the same question's frame ("... आणि ... यात फरक", "... मधला फरक")
      'यात',
      'यातील',
      'यांच्यात',
      'मधला',
      'मधली',
      'मधले',
      'yat',
      'madhla',
      // "exactly", which asks for nothing more ("म्युच्युअल फंड म्हणजे नेमके काय")
      'नेमके',
      'नेमका',
      'नेमकी',
      // The speaker and the time ("मी किती रिस्क घेऊ शकतो", "आता त्याच्या फंडाचे काय"): who asks, not what.
      'मी',
      'आता',
      'त्याच्या',
      'त्याचा',
      'त्याची',
      'त्याचे',
      'त्यांच्या',
      'करू',
      // Latin letters
      'kay',
      'kai',
      'mhanje',
      'mhanaje',
      'manje',
      'kasa',
      'kase',
      'kashi',
      'kasha',
      'kiti',
      'kadhi',
      'kuthe',
      'kon',
      'konta',
      'konti',
      'konte',
      'ahe',
      'aahe',
      'ahet',
      'aste',
      'asto',
      'astat',
      'hoto',
      'hote',
      'hotat',
      'hoil',
      'hotil',
      'karaychi',
      'karaycha',
      'karayche',
      'karave',
      'karavi',
      'karava',
      'karne',
      'karta',
      'nasel',
      'karto',
      'kartat',
      'madhe',
      'madhye',
      'mdhe',
      'sathi',
      'ani',
      'kinva',
      'cha',
      'chi',
      'che',
      'chya',
      'la',
      'na',
      'var',
      'ne',
      'ni',
      'he',
      'ha',
      'tar',
      'mala',
      'maza',
      'maze',
      'mazi',
      'majha',
      'majhe',
      'tumhi',
      'lagto',
      'lagte',
      'lagtat',
      'milto',
      'milte',
      'miltat',
      'milel',
      'lagtil',
      'lagel',
      'asava',
      'asavi',
      'asave',
      'tumhala',
      'tumcha',
      'tumchi',
      'tumche',
      'amhala',
      'pahije',
      'kela',
      'keli',
      'kele',
      'kelya',
      'have',
      'shakto',
      'shakte',
      'yeto',
      'yete',
      'yetat',
      'dya',
    ],
    // Marathi कर is tax, in either script ("kar kiti lagto"); को and पे are Hindi's postpositions, and in
    // Marathi the first halves of को-पेमेंट ("को पे म्हणजे काय").
    keepWords: ['kar', 'को', 'पे'],
    suffixes: [
      'madhye',
      'madhe',
      'mdhe',
      'madhun',
      'madhil',
      // "varshat", "fundat": Marathi's त ("in") glued to a word typed in Latin letters.
      'at',
      'sathi',
      'nantar',
      'vishayi',
      'baddal',
      'chya',
      'cha',
      'chi',
      'che',
      // A verb's endings, so that its forms meet at the stem: काढणे, काढून, काढल्यावर and काढायचे are
      // काढ; विकणे and विकल्यावर विक; गुंतवायची गुंतव (the noun गुंतवणूक stays whole).
      'ल्यावर',
      'ल्यानंतर',
      'ल्यास',
      'ण्यासाठी',
      'ण्याची',
      'ण्याचा',
      'ण्याचे',
      'णारा',
      'णारी',
      'णारे',
      'ायचे',
      'ायचा',
      'ायची',
      'ायला',
      'णे',
      'ून',
    ],
    particles: ['च'],
    // The noun's plural and oblique vowels, and a verb's present and future person (ठरतो, ठरते and
    // ठरता meet at ठरत; वाढेल at वाढ, the noun "growth"), so that a question's verb meets the page's.
    endings: ['्यां', '्या', 'ां', 'ेल', 'ा', 'ी', 'े', 'ो'],
    spellings: [
      ['नंबर', 'क्रमांक'],
      ['फी', 'शुल्क'],
      ['नुकसान', 'तोटा'],
      // दररोज is दर ("every") and रोज ("day"): readers type the day alone.
      ['दररोज', 'रोज'],
      // A dispute is वाद on the pages (ऑनलाइन वाद निवारण) and विवाद to many readers.
      ['विवाद', 'वाद'],
      // फसवा, फसवी, फसवे ("fraudulent") are the reader's word for the page's फसवणूक ("fraud").
      ['फसव', 'फसवणूक'],
      ['इन्व्हेस्टमेंट', 'गुंतवणूक'],
      ['नवीन', 'नवी'],
      // Nouns whose last syllable is a postposition (योजना, कंपनी: ना, नी), read as the stem their
      // inflected forms leave (योजनेत, कंपनीचे); a loanword glues the same postposition to its last
      // consonant (रिटर्नची, एजंटने), so the letter before it cannot tell the two apart.
      ['योज', 'योजन'],
      ['कंप', 'कंपन'],
      ['तुल', 'तुलन'],
      ['सूच', 'सूचन'],
      ['गण', 'गणन'],
      ['साध', 'साधन'],
      ['उत्पाद', 'उत्पादन'],
      ['बंध', 'बंधन'],
      ['मोबद', 'मोबदल'],
      ['दाख', 'दाखल'],
      ['पत्', 'पत्न'],
      // स्विच ends in the letter of the emphatic particle (योजनेतच): what is left without it is the word.
      ['स्वि', 'स्विच'],
      ['मह', 'महिन'],
      // SIP read as a word, not spelt letter by letter (एसआयपी).
      ['सिप', 'sip'],
      ['स्टेटमेंट', 'विवरणपत्र'],
      // The stem some nouns take before an ending, which no ending rule gives back: जोखमीची, रकमेवर, पैशाचा.
      ['जोखमी', 'जोखीम'],
      ['जोखम', 'जोखीम'],
      ['रकमे', 'रक्कम'],
      ['रकम', 'रक्कम'],
      ['पैशा', 'पैसे'],
      ['पैश', 'पैसे'],
      // Names the pages write in Latin letters (SEBI, CAMS), as readers type them in Devanagari.
      ['सेबी', 'sebi'],
      // डेटा ("data") would lose its last vowel as a noun's ending and meet डेट ("debt").
      ['डेटा', 'data'],
      ['ॲम्फी', 'amfi'],
      ['एम्फी', 'amfi'],
      ['कॅम्स', 'cams'],
      ['केफिनटेक', 'kfintech'],
      ['केफिन', 'kfin'],
      ['स्कोअर्स', 'scores'],
      ['स्कोर्स', 'scores'],
      ['डिजिलॉकर', 'digilocker'],
      ['guntavanuk', 'guntavnuk'],
      ['guntvnuk', 'guntavnuk'],
      ['mrityu', 'mrutyu'],
      ['nivritti', 'nivrutti'],
      ['pese', 'paise'],
      ['laxya', 'lakshya'],
    ],
  },
};
