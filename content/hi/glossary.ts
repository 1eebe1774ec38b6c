import type { JargonRule, TermRule } from '@/lib/i18n/termRules';
import type { RiskometerLevel } from '@/lib/questionnaires/riskProfile';
import type { Source } from '../complianceRules';

/**
 * The Hindi edition's words for the financial terms it uses, so every page says them one way. English
 * words Indians use stay, written as AMFI's Hindi pages (Mutual Funds Sahi Hai, /hi/) and the Hindi
 * business press write them, with the Hindi word in brackets at a page's first use (`firstUse`).
 * `avoid` lists spellings and wordings seen elsewhere that this site does not use, `gender` and
 * `wrongAgreement` the gender Hindi gives the word: content/hi/glossary.test.ts fails when one appears in
 * content/hi/, and `npm run check:hindi` when one appears in the exported /hi/ pages (lib/i18n/termRules.ts).
 */
export type GlossaryEntry = TermRule & {
  english: string;
  /** Where the spelling or the word comes from; a house decision says so. */
  sources: readonly Source[];
};

const AMFI_RISKOMETER_HI: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Hindi: "रिस्क-ओ-मीटर क्या है और इसके अलग-अलग लेवल क्या हैं?"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/hi/what-risk-o-meter-and-what-are-different-levels',
};
const AMFI_RISK_INDICATORS_HI: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Hindi: "म्यूचुअल फंड की स्कीम में कौन कौन से रिस्क इंडीकेटर्स होते हैं?"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/hi/what-are-indicators-risk-mutual-fund-scheme',
};
const NEWSBYTES_SIP: Source = {
  title: 'NewsBytes Hindi, "SIP शुरू या बंद करने से पहले इन बातों का रखें ध्यान" (22 January 2026): "सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP)"',
  url: 'https://hindi.newsbytesapp.com/news/business/keep-these-things-in-mind-before-starting-or-stopping-sip/story',
};
const MONEYCONTROL_SIP: Source = {
  title: 'Moneycontrol Hindi, SIP Calculator: "सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP)"',
  url: 'https://hindi.moneycontrol.com/news/your-money/sip-calculator-how-rs-5000-monthly-investment-grows-into-rs-25-lakh-fund-2121242.html/amp',
};
const NAV_HI: Source = {
  title: 'Moneykhabar wiki, "NAV": "म्यूचुअल फंड का NAV or Net Asset Value फंड की एक यूनिट की कीमत है"',
  url: 'https://moneykhabar.in/wiki/nav',
};

const wiktionary = (word: string): Source => ({
  title: `Wiktionary, "${word}" (Hindi)`,
  url: `https://en.wiktionary.org/wiki/${encodeURIComponent(word)}`,
});
const BAJAJ_SIP_HI: Source = {
  title: 'Bajaj Finserv, Hindi: "अगर आप SIP का भुगतान करना बंद करते हैं … आपकी SIP ऑटोमैटिक रूप से कैंसल हो जाएगी"',
  url: 'https://bajajfinserv.in/hindi/investments/what-happens-if-i-stop-sip',
};
/** The house decisions on Hindi wording rest on these; the source names the sense. */
const IA_REGULATIONS_HI: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013: "investment advice" includes financial planning; "financial planning" is analysing a client\'s situation and recommending strategies (BCAS Referencer 2020-21); as cited in content/complianceRules.ts',
  url: 'http://referencer.bcasonline.org/2020-21/index.php?cat_ID=5&article_id=318',
};
const INCOME_TAX_ACT_2025: Source = {
  title:
    'Financial Express, "Your income tax this year will still be assessed under old rules despite new law coming from April 1" (4 February 2026): the Income-tax Act, 2025 in force from 1 April 2026, with the "tax year"',
  url: 'https://www.financialexpress.com/money/your-income-tax-this-year-will-still-be-assessed-under-old-rules-despite-new-law-coming-from-april-1-4131064/',
};

/** A house decision: the library's KYC topic (content/library/hi/kyc.md) writes KYC feminine, and the pages follow it. */
const LIBRARY_KYC_HI: Source = {
  title: 'House decision, after the Hindi review of November 2026: KYC is feminine, as in the library topic "KYC" (अपनी KYC पूरी करें)',
  url: 'https://en.wiktionary.org/wiki/KYC',
};

/** Words KYC qualifies, which keep their own gender after it ("अपना KYC स्टेटस"). */
const KYC_GOVERNS = 'स्टेटस|रिकॉर्ड|रजिस्ट्रेशन|फ़ॉर्म|दस्तावेज़|एन्क्वायरी|मॉडिफ़िकेशन|वाला|वाले|नियम|क़दम|पहचान|एजेंसी|नंबर';

/** KYC treated as masculine: a masculine word before it, or a masculine participle right after it. */
function kycMasculine(): RegExp[] {
  return [
    new RegExp(`(?:ऐसा|वैसा|का|अपना|पहला|नया)\\s+KYC(?!\\s+(?:\\([^)]*\\)\\s+)?(?:${KYC_GOVERNS})(?![\\p{L}\\p{M}]))`, 'gu'),
    /KYC(?:\s+\([^)]*\))?\s+(?:एक बार\s+)?(?:होता|पूरा|कराया|किया|हुआ|रुका|चलता)(?![\p{L}\p{M}])/gu,
    /On Hold \(रुका हुआ\)/gu,
  ];
}

/** Nukta and nasal spellings: one form of each word, as the dictionaries write it (क़ीमत, not कीमत). */
const nukta = (english: string, hindi: string, avoid: readonly string[]): GlossaryEntry => ({
  english,
  hindi,
  avoid,
  sources: [wiktionary(hindi)],
});
const spellings: readonly GlossaryEntry[] = [
  // A recorded exception to the nukta rule: the dictionaries write क़िस्त, but the whole edition, the
  // library's topics among them, writes किस्त, as the banks' and the fund houses' Hindi SIP pages do, so
  // the site keeps the one form it already uses everywhere and never mixes the two.
  { english: 'instalment (no nukta: a recorded exception)', hindi: 'किस्त', avoid: ['क़िस्त'], sources: [BAJAJ_SIP_HI, wiktionary('क़िस्त')] },
  nukta('price, cost', 'क़ीमत', ['कीमत']),
  nukta('debt, loan', 'क़र्ज़', ['कर्ज', 'कर्ज़', 'क़र्ज']),
  nukta('amount', 'रक़म', ['रकम']),
  nukta('cash', 'नक़द', ['नकद']),
  nukta('difference', 'फ़र्क़', ['फ़र्क', 'फर्क']),
  nukta('way, method', 'तरीक़ा', ['तरीक']),
  nukta('loss', 'नुक़सान', ['नुकसान', 'नुक़्सान']),
  nukta('suitable, worth', 'लायक़', ['लायक']),
  nukta('adult', 'बालिग़', ['बालिग']),
  nukta('to handle, look after', 'सँभाल', ['संभाल']),
  nukta('figure, data', 'आँकड़ा', ['आंकड़']),
  nukta('stamp', 'स्टांप', ['स्टाम्प']),
  nukta('unique', 'यूनीक', ['यूनिक']),
  nukta('yield to maturity', 'यील्ड टू मैच्योरिटी', ['यील्ड टु']),
  nukta('either or survivor', 'एनीवन ऑर सर्वाइवर', ['एनी वन']),
  { english: 'JavaScript', hindi: 'JavaScript', avoid: ['जावास्क्रिप्ट'], sources: [wiktionary('JavaScript')] },
];

/**
 * Words settled once for the Hindi edition: each names one thing one way, so the illustration disclaimer,
 * the distributor's role and the tax law read the same on every page.
 */
const houseWords: readonly GlossaryEntry[] = [
  {
    // An illustration at an assumed rate is not an estimate or a forecast, and the disclaimer says so.
    english: 'assumed (rate) / illustration / forecast',
    hindi: 'मानी गई दर',
    avoid: [
      'अनुमानित रिटर्न',
      'अनुमानित बढ़त',
      'अनुमानित फ़ायदा',
      // A rate the visitor sets is assumed, never "expected".
      'अपेक्षित रिटर्न',
      'आपका अनुमान',
      /(?:SIP|लम्पसम|SWP|लक्ष्य|रिटायरमेंट) अनुमान/u,
      'सिर्फ़ एक अनुमान',
      'कोई अनुमान नहीं',
    ],
    sources: [wiktionary('पूर्वानुमान')],
  },
  {
    // To suggest a scheme is to recommend one; a distributor shows and explains.
    english: 'recommend (never: we show, we explain)',
    hindi: 'दिखाते हैं / बताते हैं',
    avoid: ['सुझाते', 'सुझाता', 'सुझाएँगे', 'सुझाएंगे', 'सुझाने', 'सुझाना', 'सुझाई'],
    sources: [IA_REGULATIONS_HI],
  },
  {
    english: 'investment adviser',
    hindi: 'निवेश सलाहकार',
    firstUse: 'निवेश सलाहकार (इन्वेस्टमेंट एडवाइज़र)',
    avoid: ['इन्वेस्टमेंट एडवाइज़र', 'इन्वेस्टमेंट एडवाइजर'],
    sources: [IA_REGULATIONS_HI],
  },
  { english: 'disclosure (the page)', hindi: 'डिस्क्लोज़र', avoid: ['प्रकटीकरण'], sources: [wiktionary('disclosure')] },
  { english: 'disclaimer (the page)', hindi: 'डिस्क्लेमर', avoid: ['अस्वीकरण'], sources: [wiktionary('disclaimer')] },
  {
    // One set of words for the one tax law: the Act's own Hindi name, its sections, deductions and tax year.
    english: 'Income-tax Act, 2025; section; deduction; tax year',
    hindi: 'आयकर अधिनियम, 2025 · धारा · कटौती · कर वर्ष',
    firstUse: 'कर वर्ष (टैक्स ईयर)',
    avoid: ['इनकम-टैक्स एक्ट', 'इनकम टैक्स एक्ट', /सेक्शन\s*\d/u, /(?<!स्टैंडर्ड )डिडक्शन/u, 'टैक्स ईयर', 'टैक्स साल', 'टैक्स वर्ष'],
    sources: [INCOME_TAX_ACT_2025],
  },
  {
    // "रिटर्न" alone is what an investment earns; the return filed with the tax department is the ITR.
    english: 'income tax return',
    hindi: 'इनकम टैक्स रिटर्न (ITR)',
    avoid: [/(?<!इनकम )टैक्स रिटर्न/u, /रिटर्न (?:समय पर )?भर/u],
    sources: [INCOME_TAX_ACT_2025],
  },
  { english: 'concentration (in a few holdings)', hindi: 'जमाव', avoid: ['एकाग्रता'], sources: [wiktionary('एकाग्रता')] },
  { english: 'investment horizon', hindi: 'निवेश की अवधि', avoid: ['समय-सीमा', 'समय सीमा'], sources: [wiktionary('समय-सीमा')] },
  { english: 'rule of thumb', hindi: 'थंब रूल', avoid: ['रूल ऑफ़ थंब', 'रूल ऑफ थंब'], sources: [wiktionary('rule of thumb')] },
  { english: 'aggressive (risk profile)', hindi: 'ज़्यादा जोखिम उठाने वाली (प्रोफ़ाइल)', avoid: ['आक्रामक'], sources: [wiktionary('आक्रामक')] },
  {
    english: 'SIP (feminine: "SIP … देती है", "बढ़ने वाली SIP")',
    hindi: 'SIP',
    gender: 'feminine',
    wrongAgreement: 'masculine',
    sources: [BAJAJ_SIP_HI, NEWSBYTES_SIP],
  },
  {
    // The library's KYC topic makes KYC feminine ("अपनी KYC पूरी करें"), so every page does, or a reader
    // moving from a page to the topic sees the word change gender. A noun KYC qualifies keeps its own
    // gender ("अपना KYC स्टेटस"), so the check skips those.
    english: 'KYC (feminine: "KYC पूरी करें", "अभिभावक की KYC", "On Hold (रुकी हुई)")',
    hindi: 'KYC',
    gender: 'feminine',
    wrongAgreement: kycMasculine(),
    sources: [LIBRARY_KYC_HI],
  },
  {
    // A holding's worth is its वैल्यू; क़ीमत stays for a price (a unit's NAV, a share's भाव), so a page
    // never says a holding's "price" when it means what the holding is worth.
    english: 'value (what a holding is worth; a price stays क़ीमत)',
    hindi: 'वैल्यू',
    avoid: ['निवेश का मूल्य', 'SIP का मूल्य', 'अंत में मूल्य', 'साल-दर-साल मूल्य', 'प्लान का मूल्य'],
    sources: [wiktionary('value')],
  },
  {
    // The word AMFI's Hindi pages and the fund houses' factsheets use for a scheme's category.
    english: 'category (of a scheme, or of a registration)',
    hindi: 'कैटेगरी',
    // Only where it names a scheme's category: the word keeps other senses elsewhere (a UPI handle's tag).
    avoid: [/(?<![\p{L}\p{M}])(?:उनकी|अपनी|हर|किसी|इसकी|उसकी|एक ही|अलग-अलग|फंड की|स्कीम की) श्रेणी(?![\p{L}\p{M}])/gu, 'श्रेणियों', 'श्रेणियाँ'],
    sources: [AMFI_RISK_INDICATORS_HI],
  },
];

export const glossary: readonly GlossaryEntry[] = [
  { english: 'mutual fund', hindi: 'म्यूचुअल फंड', avoid: ['म्युचुअल', 'म्यूच्यूअल', 'म्युच्युअल'], sources: [AMFI_RISKOMETER_HI] },
  {
    english: 'SIP',
    hindi: 'SIP',
    firstUse: 'SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान)',
    avoid: ['एसआईपी', 'व्यवस्थित निवेश योजना'],
    sources: [NEWSBYTES_SIP, MONEYCONTROL_SIP],
  },
  { english: 'lump sum', hindi: 'लम्पसम', firstUse: 'लम्पसम (एकमुश्त)', avoid: ['लंपसम', 'लमसम'], sources: [MONEYCONTROL_SIP] },
  { english: 'NAV', hindi: 'NAV', firstUse: 'NAV (नेट एसेट वैल्यू)', avoid: ['एनएवी', 'एन.ए.वी.'], sources: [NAV_HI] },
  { english: 'KYC', hindi: 'KYC', firstUse: 'KYC (अपने ग्राहक को जानें)', avoid: ['केवाईसी'], sources: [AMFI_RISK_INDICATORS_HI] },
  { english: 'riskometer', hindi: 'रिस्क-ओ-मीटर', avoid: ['रिस्कोमीटर', 'जोखिम-मीटर', 'जोखिममापी'], sources: [AMFI_RISKOMETER_HI] },
  {
    english: 'riskometer levels (Low … Very High)',
    hindi: 'लो रिस्क … वेरी हाई रिस्क (riskometerLevels below)',
    avoid: ['बहुत उच्च जोखिम', 'मध्यम रूप से उच्च जोखिम'],
    sources: [AMFI_RISKOMETER_HI],
  },
  { english: 'scheme', hindi: 'स्कीम', sources: [AMFI_RISK_INDICATORS_HI] },
  { english: 'nominee', hindi: 'नॉमिनी', avoid: ['नामिनी', 'नोमिनी'], sources: [AMFI_RISKOMETER_HI] },
  { english: 'risk', hindi: 'जोखिम', sources: [AMFI_RISKOMETER_HI] },
  { english: 'market', hindi: 'बाज़ार', avoid: ['बाजार'], sources: [AMFI_RISK_INDICATORS_HI] },
  ...spellings,
  ...houseWords,
];

/**
 * The riskometer's six levels as AMFI's Hindi page writes them ("लो, लो से मॉडरेट, मॉडरेट, मॉडरेटली
 * हाई, हाई और वेरी हाई"; AMFI_RISKOMETER_HI), each with plain Hindi for where a page explains the scale.
 */
export const riskometerLevels: Readonly<Record<RiskometerLevel, { name: string; plain: string }>> = {
  Low: { name: 'लो रिस्क', plain: 'कम जोखिम' },
  'Low to Moderate': { name: 'लो से मॉडरेट रिस्क', plain: 'कम से मध्यम जोखिम' },
  Moderate: { name: 'मॉडरेट रिस्क', plain: 'मध्यम जोखिम' },
  'Moderately High': { name: 'मॉडरेटली हाई रिस्क', plain: 'मध्यम से ज़्यादा जोखिम' },
  High: { name: 'हाई रिस्क', plain: 'ज़्यादा जोखिम' },
  'Very High': { name: 'वेरी हाई रिस्क', plain: 'बहुत ज़्यादा जोखिम' },
};

/**
 * Words a first-time reader will not know: where a page first uses one, the plain
 * words in brackets follow it ("कॉर्पस (जमा की गई कुल रक़म)"). `npm run check:hindi` checks the first
 * occurrence in each exported /hi/ page's main text.
 */
export const jargon: readonly JargonRule[] = [
  { term: 'कॉर्पस', gloss: 'जमा की गई कुल रक़म' },
  { term: 'रुपी-कॉस्ट एवरेजिंग', gloss: 'ख़रीद की लागत का औसत' },
  { term: 'आनुषंगिक', gloss: 'साथ में होने वाला' },
  { term: 'क्रेडिटवर्दीनेस', gloss: 'क़र्ज़ लौटाने की क्षमता' },
  { term: 'इंटरमीडियरी', gloss: 'बीच की संस्था' },
  { term: 'ऑप्ट-आउट', gloss: 'नॉमिनी न रखने का लिखित फ़ैसला' },
  { term: 'डिफ़ॉल्ट', gloss: 'अपने-आप लागू होने वाली' },
  { term: 'इलस्ट्रेशन', gloss: 'आँकड़ों वाले उदाहरण' },
  { term: 'थंब रूल', gloss: 'अनुभव से बना आसान नियम' },
  // The regulatory term is Hindi, with the English a reader meets on SEBI's pages beside it the first time.
  { term: 'निवेश सलाहकार', gloss: 'इन्वेस्टमेंट एडवाइज़र' },
];
