// What an AMFI-registered Mutual Fund Distributor must never say, as rules `npm run check:compliance`
// applies to the visible text, title and description of every exported page (lib/complianceText.ts
// does the matching). Each rule carries its reason and its sources; docs/dev/compliance.md
// section lists them. An allowed context lets honest text through: "this is not investment advice",
// "no one can promise a guaranteed return", "beware of anyone who offers assured returns".
// A rule's pattern is matched case-insensitively unless it says otherwise (`caseSensitive`).

import { marathiComplianceRules } from './mr/complianceRules';

export type { AllowedContext, ComplianceRule, RuleScope, Source } from './complianceRule';
import type { AllowedContext, ComplianceRule, Source } from './complianceRule';

/** How many words in front of a phrase a negation or warning may stand and still govern it. */
export const CONTEXT_WINDOW_WORDS = 8;

/** How many words after a phrase (and before the next comma) a Hindi negation may stand and still govern it. */
export const AFTER_WINDOW_WORDS = 8;

const NEGATION: AllowedContext = {
  name: 'negation',
  before: /\b(?:not|no|never|neither|nor|without|cannot|can't|don't|doesn't|isn't|aren't|won't|nobody|nothing|none)\b/i,
};

const WARNING: AllowedContext = {
  name: 'warning',
  before: /\b(?:promis\w*|claim\w*|beware|wary|distrust|anyone who|anyone offering|fraud\w*|spurious|fake|scam\w*)\b/i,
  sentence: /\b(?:red flag|beware|be wary|too good to be true|fraud\w*|mis-?sell\w*|report (?:it|them) to)\b/i,
};

const IA_REGULATIONS: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013, as amended in 2020: FAQ, "No person can use IFA, wealth manager or similar nomenclature without registering with SEBI" (Cafemutual, 7 July 2020)',
  url: 'https://cafemutual.com/news/industry/19636-no-person-can-use-ifa-wealth-manager-or-similar-nomenclature-without-registering-with-sebi',
};
const IA_NAMES: Source = {
  title:
    'Regulations of Investment Advisors in India: the names "Independent Financial Adviser", "IFA" and "Wealth Adviser" are reserved to registered investment advisers (Legal Window)',
  url: 'https://legalwindow.in/regulations-of-investment-advisors-in-india',
};
const IA_DEFINITIONS: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013: "investment advice" includes financial planning; "financial planning" is analysing a client\'s situation and recommending strategies (BCAS Referencer 2020-21)',
  url: 'http://referencer.bcasonline.org/2020-21/index.php?cat_ID=5&article_id=318',
};
const AMFI_NOMENCLATURE: Source = {
  title:
    'AMFI guidance on nomenclature for mutual fund distributors (pursuant to reg. 3(3) of the IA Regulations): no "Independent Financial Adviser or IFA or Wealth Adviser or any other similar name"; the tagline "AMFI-registered Mutual Fund Distributor" in a legible font of at least size 12 (TaxGuru)',
  url: 'https://taxguru.in/sebi/amfi-guidance-mfd-nomenclature.html',
};
const AMFI_CODE: Source = {
  title: 'AMFI code of conduct for mutual fund distributors',
  url: 'https://www.amfiindia.com/distributor-corner/code-of-conduct',
};
const MF_AD_CODE: Source = {
  title:
    'SEBI advertisement code for mutual funds (Sixth Schedule, SEBI (Mutual Funds) Regulations): no statements based on projections, no testimonials or rankings (as published by Shriram AMC)',
  url: 'https://www.shriramamc.in/SEBIAdv.aspx',
};
const MF_AD_CODE_SUMMARY: Source = {
  title: 'Advertisement Code: mutual fund ads must be accurate, not misleading; no testimonials, rankings or celebrities (TaxTMI)',
  url: 'https://www.taxtmi.com/acts?id=35301',
};

// Hindi. The text is matched after Unicode NFC with every nukta removed (lib/complianceText.ts), so a
// pattern is written without nukta and catches "बाज़ार" and "बाजार", precomposed or not. JavaScript's
// \b knows only ASCII words: Hindi patterns mark word edges with letter and mark look-arounds.
const NOT_IN_WORD = '(?<![\\p{L}\\p{M}])';
const END_OF_WORD = '(?![\\p{L}\\p{M}])';
const hindi = (body: string) => new RegExp(`${NOT_IN_WORD}(?:${body})${END_OF_WORD}`, 'u');

const NEGATION_HI: AllowedContext = {
  name: 'Hindi negation',
  before: /(?:^|\s)(?:न|नहीं|न तो|कभी नहीं|बिना)(?=\s|$)/u,
  after: /(?:^|\s)(?:नहीं|न|मत)(?=\s|$|[।.])/u,
};

const WARNING_HI: AllowedContext = {
  name: 'Hindi warning',
  before: /(?:सावधान|धोखा|धोखाधडी|फर्जी|नकली|झांसे|झाँसे|लालच|वादा करने|दावा करने|भरोसा न)/u,
  // "… पर भरोसा करना जो … का वादा करे": a mistake the primer lists (anyone who promises such returns).
  sentence: /(?:सावधान|धोखाधडी|फर्जी|झांसे|झाँसे|खतरे की घंटी|शिकायत करें)|जो[^।]*(?:वादा|दावा) कर/u,
};

/** "अपने कर सलाहकार से पूछें": sending the visitor to their own adviser is not offering advice. */
const REFERRAL_HI: AllowedContext = {
  name: 'a referral to the visitor’s own adviser',
  before: /(?:अपने|अपनी|आपके|आपकी|किसी)(?:\s+\S+){0,2}\s*$|से\s*$/u,
  after: /^\s*(?:से पूछ|लें|लीजिए|ले सकते)/u,
};

/**
 * A sentence saying advice or planning is a SEBI-registered adviser's job (as the English 'planning-name'
 * allows): "केवल … SEBI … निवेश सलाहकार …", or a clause naming "SEBI में रजिस्टर्ड निवेश सलाहकार" as the
 * one who gives it, with no "हम" (we) in that clause, so the firm never claims the registration.
 */
const ADVISERS_JOB_HI: AllowedContext = {
  name: 'an adviser’s job',
  clause:
    /^(?!.*(?:^|\s)(?:हम|हमारे|हमारी|हमें|हमसे)(?=\s|$)).*SEBI\s+(?:में|के पास)\s+(?:रजिस्टर्ड|पंजीकृत)\s+(?:किसी\s+)?(?:निवेश सलाहकार|इन्वेस्टमेंट एडवाइजर)/u,
  sentence:
    /(?:केवल|सिर्फ)[^।]*SEBI[^।]*(?:निवेश सलाहकार|इन्वेस्टमेंट एडवाइजर)|(?:निवेश सलाहकार|इन्वेस्टमेंट एडवाइजर)[^।]*(?:का काम|ही दे सकत|ही कर सकत)/u,
};

/** "SEBI में रजिस्टर्ड म्यूचुअल फंड": a fund's registration, not the firm's. */
const A_FUNDS_REGISTRATION_HI: AllowedContext = {
  name: 'a mutual fund’s registration',
  after: /^\s*(?:म्यूचुअल फंड|फंड हाउस|एसेट मैनेजमेंट कंपनी|AMC)/u,
};

const englishAndHindiRules: readonly ComplianceRule[] = [
  {
    id: 'our-advice',
    pattern: /\bour (?:investment |financial )?advice\b/,
    why: 'A distributor gives guidance incidental to distribution, not investment advice: only a SEBI-registered investment adviser may offer advice.',
    sources: [IA_DEFINITIONS, AMFI_CODE],
    allowedContexts: [NEGATION],
  },
  {
    id: 'expert-advice',
    pattern: /\b(?:expert|professional|personalised|personalized|unbiased) (?:investment |financial )?advice\b/,
    why: 'Offers advice as a service, which only a SEBI-registered investment adviser may do.',
    sources: [IA_DEFINITIONS, AMFI_CODE],
    allowedContexts: [NEGATION],
  },
  {
    id: 'advice-that',
    pattern: /\badvice that\b/,
    why: 'Describes what the firm gives as advice ("advice that starts with your goals").',
    sources: [IA_DEFINITIONS],
    allowedContexts: [NEGATION],
  },
  {
    id: 'we-advise',
    pattern: /\bwe (?:will |can |would |shall )?advise\b/,
    why: 'Says the firm advises; a distributor explains and distributes.',
    sources: [IA_DEFINITIONS, AMFI_CODE],
    allowedContexts: [NEGATION],
  },
  {
    id: 'ifa',
    pattern: /\bIFAs?\b/,
    caseSensitive: true,
    why: 'SEBI\'s Investment Advisers Regulations bar a distributor from calling itself an "IFA".',
    sources: [IA_REGULATIONS, IA_NAMES],
    allowedContexts: [NEGATION],
  },
  {
    id: 'independent-financial-adviser',
    pattern: /\bindependent financial advis[eo]rs?\b/,
    why: 'SEBI\'s Investment Advisers Regulations bar a distributor from the name "Independent Financial Adviser".',
    sources: [IA_REGULATIONS, IA_NAMES],
    allowedContexts: [NEGATION],
  },
  {
    id: 'wealth-adviser',
    pattern: /\bwealth (?:advis[eo]rs?|managers?)\b/,
    why: 'SEBI\'s Investment Advisers Regulations bar a distributor from the name "Wealth Adviser" or a similar one.',
    sources: [IA_REGULATIONS, IA_NAMES],
    allowedContexts: [NEGATION],
  },
  {
    id: 'sebi-registered',
    pattern: /\bSEBI[- ]registered\b/,
    why: 'Distributors register with AMFI, not SEBI: the firm is never "SEBI-registered", only "not a SEBI-registered investment adviser".',
    sources: [AMFI_CODE, IA_REGULATIONS],
    allowedContexts: [NEGATION],
  },
  {
    id: 'written-plan',
    pattern: /\b(?:written|personal(?:ised|ized)?|customi[sz]ed) (?:financial )?plans?\b/,
    why: "Preparing a client's financial plan is financial planning, which counts as investment advice.",
    sources: [IA_DEFINITIONS],
    allowedContexts: [NEGATION],
  },
  {
    id: 'recommendation',
    pattern: /\b(?:we recommend|our recommendations?|research calls?|buy recommendations?)\b/,
    why: 'Recommendations and research calls are investment advice or research, which need SEBI registration.',
    sources: [IA_DEFINITIONS, AMFI_CODE],
    allowedContexts: [NEGATION],
  },
  {
    id: 'promised-return',
    pattern:
      /\b(?:guaranteed|assured|risk[- ]free)(?:\s*(?:,|or|and|\/)\s*(?:guaranteed|assured|risk[- ]free|safe))*\s+(?:returns?|income|profits?|gains?)\b|\bsafe returns?\b|\bguarantee[sd]?\s+(?:a\s+|any\s+|your\s+)?(?:returns?|profits?)\b/,
    why: 'No mutual fund return can be promised; the advertisement code forbids statements based on projections. Allowed only in a negation or a warning against such promises.',
    sources: [MF_AD_CODE, MF_AD_CODE_SUMMARY, AMFI_CODE],
    allowedContexts: [NEGATION, WARNING],
  },
  {
    id: 'best-fund',
    pattern: /\b(?:best|top|No\.? ?1) (?:mutual )?funds?\b/,
    why: 'A superlative ranking of schemes; the advertisement code forbids rankings and unsubstantiated claims.',
    sources: [MF_AD_CODE, MF_AD_CODE_SUMMARY],
    allowedContexts: [NEGATION, WARNING],
  },
  {
    id: 'child-marriage',
    pattern: /\bchild marriage\b/,
    why: 'In India "child marriage" means marrying a child, an offence under the Prohibition of Child Marriage Act, 2006. The service is about saving for a grown-up child\'s wedding: say "Saving for a Child\'s Wedding".',
    sources: [
      {
        title: 'The Prohibition of Child Marriage Act, 2006 (Act 6 of 2007), sections 2, 9-11 (LegitQuest)',
        url: 'https://www.legitquest.com/act/prohibition-of-child-marriage-act-2006/2815',
      },
    ],
    allowedContexts: [],
  },
  {
    id: 'planning-name',
    scope: 'names',
    pattern: /\bplann(?:ing|ers?)\b/,
    why: 'Investment advice includes financial planning, and reg. 3(3) of the IA Regulations bars a distributor from "any other similar name": no title, heading or service name may offer planning. Allowed only where the sentence says planning is an adviser\'s job.',
    sources: [IA_DEFINITIONS, AMFI_NOMENCLATURE, IA_REGULATIONS],
    allowedContexts: [{ name: "an adviser's job", sentence: /\b(?:investment advis[eo]rs?|investment advice)\b/i }],
  },
  {
    id: 'hi-advice',
    locale: 'hi',
    pattern: hindi('सलाह(?:कार)?(?:ों|ें)?|परामर्श(?:दाता)?(?:ों)?|एडवाइ[जस]र(?:ों)?|एडवाइस'),
    why: 'In Hindi as in English, the firm distributes and explains; it does not offer advice or call itself an adviser (सलाह, सलाहकार, परामर्श, एडवाइज़र). Allowed when negated, when sending visitors to their own adviser, or where a sentence says advice is a SEBI-registered adviser’s job.',
    sources: [IA_DEFINITIONS, IA_REGULATIONS, AMFI_CODE],
    allowedContexts: [NEGATION_HI, REFERRAL_HI, ADVISERS_JOB_HI],
  },
  {
    id: 'hi-wealth-adviser',
    locale: 'hi',
    pattern: hindi('वेल्थ\\s+(?:एडवाइ[जस]र|मैनेजर)(?:ों)?'),
    why: 'The names "Wealth Adviser" and "Wealth Manager" are reserved to SEBI-registered investment advisers, in any script.',
    sources: [IA_REGULATIONS, IA_NAMES],
    allowedContexts: [NEGATION_HI],
  },
  {
    id: 'hi-financial-planning',
    locale: 'hi',
    pattern: hindi('वित्तीय\\s+(?:योजना|नियोजन)(?:ओं)?|फाइनेंशियल\\s+प्लान(?:िंग|र)?'),
    why: 'Financial planning (वित्तीय योजना / नियोजन, फाइनेंशियल प्लानिंग) is investment advice under the IA Regulations: the firm never offers it. Allowed when negated or where a sentence says it is a SEBI-registered adviser’s job.',
    sources: [IA_DEFINITIONS, AMFI_NOMENCLATURE],
    allowedContexts: [NEGATION_HI, ADVISERS_JOB_HI],
  },
  {
    id: 'hi-planning-name',
    locale: 'hi',
    scope: 'names',
    pattern: hindi('योजना|नियोजन|प्लानिंग|प्लानर'),
    why: 'The Hindi twin of planning-name: no title, heading or service name may offer planning (योजना, नियोजन, प्लानिंग). Use "के लिए निवेश" ("Investing for …") as the English does.',
    sources: [IA_DEFINITIONS, AMFI_NOMENCLATURE, IA_REGULATIONS],
    allowedContexts: [ADVISERS_JOB_HI],
  },
  {
    id: 'hi-promised-return',
    locale: 'hi',
    pattern: hindi(
      'गारंटी(?:ड)?|गारंटीशुदा|(?:सुनिश्चित|निश्चित|पक्का|पक्की|पक्के|तय)\\s+(?:रिटर्न|मुनाफा|मुनाफे|कमाई|आय|लाभ)|जोखिम[-\\s]?मुक्त|बिना\\s+(?:किसी\\s+)?जोखिम|(?:पैसा|पैसे|रकम)\\s+(?:को\\s+)?दोगुना',
    ),
    why: 'No mutual fund return can be promised: no गारंटी, सुनिश्चित / निश्चित / पक्का रिटर्न, जोखिम-मुक्त, बिना जोखिम or पैसा दोगुना. Allowed only when negated ("रिटर्न की गारंटी नहीं है") or in a warning against such promises.',
    sources: [MF_AD_CODE, MF_AD_CODE_SUMMARY, AMFI_CODE],
    allowedContexts: [NEGATION_HI, WARNING_HI],
  },
  {
    id: 'hi-sebi-registered',
    locale: 'hi',
    pattern: hindi('SEBI\\s*(?:-\\s*|में\\s+|से\\s+|के\\s+पास\\s+)?(?:रजिस्टर्ड|पंजीकृत)'),
    why: 'Distributors register with AMFI, not SEBI: the firm is never "SEBI में रजिस्टर्ड", only not registered with SEBI as an investment adviser.',
    sources: [AMFI_CODE, IA_REGULATIONS],
    allowedContexts: [NEGATION_HI, A_FUNDS_REGISTRATION_HI, ADVISERS_JOB_HI, REFERRAL_HI],
  },
  {
    id: 's-and-p-bse',
    pattern: /\bS&P BSE\b/,
    caseSensitive: true,
    why: 'S&P Dow Jones Indices left its joint venture with BSE in 2024 and "S&P" was removed from the names of the BSE indices: the index is the "BSE SENSEX".',
    sources: [
      {
        title: 'S&P Dow Jones Indices plans to exit JV with BSE by May 31 (NDTV Profit, 23 April 2024)',
        url: 'https://www.ndtvprofit.com/markets/sp-dow-jones-indices-plans-to-exit-jv-with-bse-by-may-31',
      },
    ],
    allowedContexts: [],
  },
];

/** Every rule, in every language of the site: a page is read against all of them, whatever its language. */
export const complianceRules: readonly ComplianceRule[] = [...englishAndHindiRules, ...marathiComplianceRules];
