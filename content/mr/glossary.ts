import type { RiskometerLevel } from '@/lib/riskProfile';
import type { Avoided } from '@/lib/hindiTerms';
import type { Source } from '../complianceRules';

/**
 * The Marathi edition's words for the financial terms it uses, so every page (and every library topic in
 * content/library/mr/) says them one way. The house style is that of the Marathi business pages and of
 * AMFI's Marathi investor material: standard Marathi spelling, English words Maharashtrian investors use
 * kept (SIP, NAV, KYC in Latin letters, as AMFI writes them), and the formal Marathi word with the everyday
 * one in brackets at a page's first use (`firstUse`). `avoid` lists forms this site never writes: Hindi
 * words that creep into Marathi, and wordings a distributor must not use.
 */
export type GlossaryEntry = {
  english: string;
  /** The one way the Marathi pages write the term. */
  marathi: string;
  /** How a page writes it the first time, with the other word in brackets; exempt from `avoid`. */
  firstUse?: string;
  avoid?: readonly Avoided[];
  sources: readonly Source[];
};

const AMFI_MR_RISKS: Source = {
  title:
    'Mutual Funds Sahi Hai (AMFI), Marathi: "म्युच्युअल फंडमध्ये गुंतवणूकदारांना कशा प्रकारच्या जोखमींना सामोरे जावे लागते?" ("बाजाराच्या जोखमीच्या अधीन असतात"; the page heads itself "म्युच्युअल फंड सही आहे?")',
  url: 'https://www.mutualfundssahihai.com/mr/what-kind-risks-are-investors-exposed-mutual-fund',
};
const AMFI_MR_RISKOMETER: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Marathi: "रिस्क-ओ-मीटर … म्युच्युअल फंड योजनेसाठी संपूर्ण ‘जोखीम’ चित्र"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/mr/how-riskometer-scheme-derived',
};
const AMFI_MR_DIVERSIFY: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Marathi: "म्युच्युअल फंड … गुंतवणूक करतात … फंडचा एनएव्ही … पोर्टफोलिओमधील रोख्यांच्या किंमतीवर"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/mr/if-mutual-funds-diversify-risk-then-why-are-they-considered-risky',
};
const ANGEL_ONE_MR_RISKOMETER: Source = {
  title: 'Angel One, Marathi: "म्युच्युअल फंडमध्ये रिस्कोमीटर म्हणजे काय?"',
  url: 'https://angelone.in/knowledge-center/mutual-funds/riskometer-in-mutual-fund-marathi',
};
const FIVE_PAISA_MR_CUTOFF: Source = {
  title: '5paisa, Marathi: "म्युच्युअल फंड कट ऑफ वेळ" (युनिट, एनएव्ही, रिडेम्पशन)',
  url: 'https://5paisa.com/marathi/stock-market-guide/mutual-funds/mutual-fund-cut-off-time-and-net-asset-value',
};
/** A house decision of the Marathi style sheet (one word per concept), written down for the three Marathi engineers. */
const HOUSE: Source = {
  title: 'House decision, Marathi style sheet of November 2026: one word per concept, standard spelling (महाराष्ट्र शासन लेखनविषयक नियम)',
  url: 'https://en.wiktionary.org/wiki/Category:Marathi_language',
};
const IA_REGULATIONS: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013: "investment advice" includes financial planning; "financial planning" is analysing a client\'s situation and recommending strategies (BCAS Referencer 2020-21); as cited in content/complianceRules.ts',
  url: 'http://referencer.bcasonline.org/2020-21/index.php?cat_ID=5&article_id=318',
};
const wiktionary = (word: string): Source => ({
  title: `Wiktionary, "${word}" (Marathi)`,
  url: `https://en.wiktionary.org/wiki/${encodeURIComponent(word)}`,
});

/** Hindi forms that creep into Marathi text: whole words, each with the Marathi word to write instead. */
export const hindiForms: readonly { hindi: string; marathi: string }[] = [
  { hindi: 'है', marathi: 'आहे' },
  { hindi: 'हैं', marathi: 'आहेत' },
  { hindi: 'नहीं', marathi: 'नाही' },
  { hindi: 'और', marathi: 'आणि' },
  { hindi: 'आप', marathi: 'तुम्ही' },
  { hindi: 'आपका', marathi: 'तुमचा' },
  { hindi: 'के लिए', marathi: 'साठी' },
  { hindi: 'निवेश', marathi: 'गुंतवणूक' },
  { hindi: 'करोड़', marathi: 'कोटी' },
  { hindi: 'करोड', marathi: 'कोटी' },
  { hindi: 'जोखिम', marathi: 'जोखीम' },
  { hindi: 'योजनाएं', marathi: 'योजना' },
];

const houseWords: readonly GlossaryEntry[] = [
  {
    english: 'investment / invest',
    marathi: 'गुंतवणूक (गुंतवणूक करणे)',
    avoid: ['निवेश'],
    sources: [AMFI_MR_RISKS],
  },
  { english: 'investor', marathi: 'गुंतवणूकदार', avoid: ['निवेशक'], sources: [AMFI_MR_RISKS] },
  {
    english: 'return(s)',
    marathi: 'परतावा',
    // "रिटर्न" only in names: "इन्कम टॅक्स रिटर्न (ITR)", an index's "टोटल रिटर्न" version, the
    // "रिटर्न-ऑफ-प्रीमियम" term plan.
    avoid: [/(?<!टॅक्स |टोटल )रिटर्न(?!-ऑफ)/u],
    sources: [HOUSE],
  },
  { english: 'risk', marathi: 'जोखीम', avoid: ['जोखिम'], sources: [AMFI_MR_RISKS, AMFI_MR_RISKOMETER] },
  {
    // AMFI's Marathi pages write रिस्क-ओ-मीटर and the business press रिस्कोमीटर: the house keeps the press's
    // one word, glossed the first time, so a reader never meets two spellings on the site.
    english: 'riskometer',
    marathi: 'रिस्कोमीटर',
    firstUse: 'रिस्कोमीटर (जोखीम मापक)',
    avoid: ['जोखिम-मीटर', 'रिस्क मीटर'],
    sources: [ANGEL_ONE_MR_RISKOMETER, AMFI_MR_RISKOMETER],
  },
  { english: 'scheme', marathi: 'योजना', firstUse: 'योजना (स्कीम)', avoid: ['योजनाएं', 'योजनाएँ'], sources: [AMFI_MR_RISKOMETER] },
  { english: 'fund house', marathi: 'फंड हाउस', firstUse: 'फंड हाउस (AMC)', sources: [HOUSE] },
  { english: 'unit', marathi: 'युनिट', avoid: ['यूनिट'], sources: [FIVE_PAISA_MR_CUTOFF] },
  {
    english: 'lump sum',
    marathi: 'एकरकमी गुंतवणूक',
    firstUse: 'एकरकमी गुंतवणूक (लम्पसम)',
    avoid: ['एकमुश्त', 'लंपसम'],
    sources: [HOUSE],
  },
  { english: 'instalment (of a SIP)', marathi: 'हप्ता', avoid: ['किस्त', 'क़िस्त'], sources: [wiktionary('हप्ता')] },
  { english: 'tax / income tax', marathi: 'कर / आयकर', avoid: ['टैक्स'], sources: [HOUSE] },
  { english: 'capital gains', marathi: 'भांडवली नफा', avoid: ['कॅपिटल गेन'], sources: [HOUSE] },
  { english: 'long-term / short-term', marathi: 'दीर्घकालीन / अल्पकालीन', avoid: ['दीर्घावधि'], sources: [HOUSE] },
  {
    english: 'distributor',
    marathi: 'वितरक',
    firstUse: 'वितरक (म्युच्युअल फंड वितरक)',
    avoid: ['डिस्ट्रीब्यूटर'],
    sources: [HOUSE],
  },
  {
    // The firm is a distributor: it shows and explains; advice, recommendation and planning are an adviser's.
    english: 'investment adviser / advice / recommend (never the firm)',
    marathi: 'गुंतवणूक सल्लागार / सल्ला / शिफारस करणे',
    avoid: ['सल्ला देतो', 'सल्ला देतात', 'शिफारस करतो', 'शिफारस करतात', 'आर्थिक नियोजन करतो', 'आर्थिक नियोजन करतात', 'सलाहकार'],
    sources: [IA_REGULATIONS],
  },
  {
    // Allowed only in a warning against such promises, as in English ("no one can promise a safe return").
    english: 'safe / guaranteed / assured return (only in a warning)',
    marathi: 'सुरक्षित · हमखास · खात्रीशीर परतावा · निश्चित परतावा',
    sources: [IA_REGULATIONS],
  },
  // "बीमा भरोसा" stays: it is the name IRDAI gives its complaints portal.
  { english: 'insurance', marathi: 'विमा', avoid: [/बीमा(?! भरोसा)/u], sources: [HOUSE] },
  { english: 'disclaimer / disclosure (the pages)', marathi: 'अस्वीकरण / प्रकटीकरण', avoid: ['डिस्क्लेमर', 'डिस्क्लोजर'], sources: [HOUSE] },
  { english: 'assumed rate (an illustration, never an estimate or a forecast)', marathi: 'गृहीत दर', avoid: ['अंदाजित परतावा', 'अपेक्षित परतावा'], sources: [HOUSE] },
  { english: 'life / health insurance', marathi: 'जीवन विमा / आरोग्य विमा', avoid: ['स्वास्थ्य बीमा', 'स्वास्थ्य विमा'], sources: [HOUSE] },
  { english: 'term insurance', marathi: 'मुदत विमा', firstUse: 'मुदत विमा (टर्म इन्शुरन्स)', sources: [HOUSE] },
  {
    english: 'premium (insurance)',
    marathi: 'विमा हप्ता',
    firstUse: 'हप्ता (प्रीमियम)',
    sources: [HOUSE],
  },
  { english: 'policy', marathi: 'पॉलिसी', sources: [HOUSE] },
  { english: 'insurer', marathi: 'विमा कंपनी', sources: [HOUSE] },
  {
    english: 'nominee / nomination',
    marathi: 'नॉमिनी / नामनिर्देशन',
    firstUse: 'नॉमिनी (नामनिर्देशित व्यक्ती)',
    avoid: ['नामिनी', 'नोमिनी'],
    sources: [HOUSE],
  },
  { english: 'complaint / grievance redressal', marathi: 'तक्रार / तक्रार निवारण', avoid: ['शिकायत'], sources: [HOUSE] },
  {
    english: 'expense ratio',
    marathi: 'खर्चाचे प्रमाण',
    firstUse: 'खर्चाचे प्रमाण (एक्स्पेन्स रेशो)',
    avoid: ['एक्सपेंस रेशियो'],
    sources: [HOUSE],
  },
  { english: 'exit load', marathi: 'एक्झिट लोड', avoid: ['एग्ज़िट लोड', 'एक्जिट लोड'], sources: [HOUSE] },
  {
    english: 'redemption',
    marathi: 'रिडेम्प्शन',
    firstUse: 'रिडेम्प्शन (युनिट्स विकून पैसे काढणे)',
    avoid: ['रिडेम्पशन'],
    sources: [FIVE_PAISA_MR_CUTOFF],
  },
  { english: 'equity / debt fund / hybrid / index fund', marathi: 'इक्विटी / डेट फंड / हायब्रिड / इंडेक्स फंड', avoid: ['डेब्ट फंड'], sources: [HOUSE] },
  { english: 'inflation', marathi: 'महागाई', avoid: ['मुद्रास्फीति', 'महंगाई'], sources: [HOUSE] },
  { english: 'interest rate', marathi: 'व्याजदर', sources: [AMFI_MR_RISKS] },
  { english: 'calculator', marathi: 'कॅल्क्युलेटर', avoid: ['कैलकुलेटर'], sources: [HOUSE] },
  { english: 'questionnaire', marathi: 'प्रश्नावली', sources: [HOUSE] },
  { english: 'guide', marathi: 'मार्गदर्शक', sources: [HOUSE] },
  { english: 'investor education (the library)', marathi: 'गुंतवणूकदार शिक्षण', sources: [HOUSE] },
  { english: 'topic / glossary / self-check / worked example', marathi: 'विषय / शब्दकोश / स्वतः तपासा / उदाहरण', sources: [HOUSE] },
  { english: 'source', marathi: 'स्रोत', sources: [HOUSE] },
  { english: 'registered / registration', marathi: 'नोंदणीकृत / नोंदणी', avoid: ['रजिस्टर्ड', 'पंजीकृत'], sources: [HOUSE] },
  { english: 'fee / commission', marathi: 'शुल्क / कमिशन', sources: [HOUSE] },
  { english: 'Regular Plan / Direct Plan', marathi: 'रेग्युलर प्लॅन / डायरेक्ट प्लॅन', avoid: ['रेगुलर प्लान', 'डायरेक्ट प्लान'], sources: [HOUSE] },
  { english: 'growth option', marathi: 'ग्रोथ पर्याय', sources: [HOUSE] },
  { english: 'lock-in', marathi: 'लॉक-इन कालावधी', sources: [HOUSE] },
  { english: 'bank account', marathi: 'बँक खाते', avoid: ['बैंक खाता'], sources: [HOUSE] },
  { english: 'portfolio', marathi: 'पोर्टफोलिओ', avoid: ['पोर्टफ़ोलियो'], sources: [AMFI_MR_DIVERSIFY] },
  { english: 'market / share market', marathi: 'बाजार / शेअर बाजार', avoid: ['बाज़ार'], sources: [AMFI_MR_RISKS] },
  { english: 'crore', marathi: 'कोटी', avoid: ['करोड', 'करोड़'], sources: [HOUSE] },
];

export const glossary: readonly GlossaryEntry[] = [
  { english: 'mutual fund', marathi: 'म्युच्युअल फंड', avoid: ['म्यूचुअल', 'म्युचुअल', 'म्युचल'], sources: [AMFI_MR_RISKS] },
  // AMFI's Marathi pages write Latin abbreviations in Devanagari (एनएव्ही); the house keeps the Latin letters
  // a reader sees on statements and in the app, as the style sheet asks.
  { english: 'SIP', marathi: 'SIP', firstUse: 'SIP (सिस्टिमॅटिक इन्व्हेस्टमेंट प्लॅन)', avoid: ['एसआयपी'], sources: [HOUSE] },
  { english: 'NAV', marathi: 'NAV', firstUse: 'NAV (नेट ॲसेट व्हॅल्यू)', avoid: ['एनएव्ही'], sources: [AMFI_MR_DIVERSIFY] },
  { english: 'KYC', marathi: 'KYC', firstUse: 'KYC (तुमच्या ग्राहकाला ओळखा)', avoid: ['केवायसी'], sources: [HOUSE] },
  ...houseWords,
];

/**
 * The mutual fund risk warning, AMFI's tagline and IRDAI's solicitation line in Marathi. No official Marathi
 * text of the warning was found (AMFI's Marathi pages say securities are "बाजाराच्या जोखमीच्या अधीन", the
 * usual rendering follows that wording): each stays beside the English line and unconfirmed until the fund
 * houses and insurers confirm it (content/mr/regulatory.ts).
 */
export const regulatoryTerms = {
  mfRiskWarning: 'म्युच्युअल फंड गुंतवणूक बाजारातील जोखमींच्या अधीन आहे, योजनेशी संबंधित सर्व कागदपत्रे काळजीपूर्वक वाचा.',
  /** AMFI's campaign keeps its name in every language ("Mutual Funds Sahi Hai"); its Marathi pages head themselves "म्युच्युअल फंड सही आहे?". */
  amfiCampaign: 'म्युच्युअल फंड सही है',
  sources: [AMFI_MR_RISKS, AMFI_MR_RISKOMETER],
} as const;

/**
 * The riskometer's six levels: the English names SEBI and AMFI print on every scheme's label, with plain
 * Marathi for where a page explains the scale.
 */
export const riskometerLevels: Readonly<Record<RiskometerLevel, { name: string; plain: string }>> = {
  Low: { name: 'लो रिस्क', plain: 'कमी जोखीम' },
  'Low to Moderate': { name: 'लो टू मॉडरेट रिस्क', plain: 'कमी ते मध्यम जोखीम' },
  Moderate: { name: 'मॉडरेट रिस्क', plain: 'मध्यम जोखीम' },
  'Moderately High': { name: 'मॉडरेटली हाय रिस्क', plain: 'मध्यम ते जास्त जोखीम' },
  High: { name: 'हाय रिस्क', plain: 'जास्त जोखीम' },
  'Very High': { name: 'व्हेरी हाय रिस्क', plain: 'खूप जास्त जोखीम' },
};

/** Words a first-time reader may not know: where a page first uses one, the plain words in brackets follow it. */
export const jargon: readonly { term: string; gloss: string }[] = [
  { term: 'कॉर्पस', gloss: 'जमा झालेली एकूण रक्कम', glossForms: ['जमा झालेल्या एकूण रकमेतून', 'जमा झालेल्या एकूण रकमेचा', 'जमा झालेल्या एकूण रकमेत'] },
  { term: 'रुपी-कॉस्ट ॲव्हरेजिंग', gloss: 'खरेदीच्या किमतीची सरासरी' },
  { term: 'थंब रूल', gloss: 'अनुभवातून आलेला सोपा नियम' },
  { term: 'गुंतवणूक सल्लागार', gloss: 'इन्व्हेस्टमेंट ॲडव्हायझर' },
];
