// What an AMFI-registered Mutual Fund Distributor must never say, as rules `npm run check:compliance`
// applies to the visible text, title and description of every exported page (lib/complianceText.ts
// does the matching). Each rule carries its reason and its sources; the README's "Compliance"
// section lists them. An allowed context lets honest text through: "this is not investment advice",
// "no one can promise a guaranteed return", "beware of anyone who offers assured returns".
// A rule's pattern is matched case-insensitively unless it says otherwise (`caseSensitive`).

export type Source = { title: string; url: `https://${string}` | `http://${string}` };

/**
 * Text that makes a hit acceptable. `before` is tested against the few words in front of the phrase
 * in the same sentence (a negation or a warning that governs it); `sentence` against the whole sentence.
 */
export type AllowedContext = { name: string; before?: RegExp; sentence?: RegExp };

/**
 * What a rule reads: a page's visible text (`text`, the default), or only what names the page and its
 * parts (`names`: title, Open Graph title, headings and the names of services wherever they are linked).
 */
export type RuleScope = 'text' | 'names';

export type ComplianceRule = {
  id: string;
  pattern: RegExp;
  scope?: RuleScope;
  caseSensitive?: boolean;
  why: string;
  sources: readonly Source[];
  allowedContexts: readonly AllowedContext[];
};

/** How many words in front of a phrase a negation or warning may stand and still govern it. */
export const CONTEXT_WINDOW_WORDS = 8;

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

export const complianceRules: readonly ComplianceRule[] = [
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
