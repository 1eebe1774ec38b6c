import type { AllowedContext, ComplianceRule, Source } from '../complianceRule';

// What an AMFI-registered Mutual Fund Distributor must never say, in Marathi: the Marathi twins of the
// Hindi rules in content/complianceRules.ts (advice, planning, promised returns, "safe", a SEBI
// registration), as data for the check that reads every exported page. The text is matched after NFC
// with the nukta removed (lib/complianceText.ts, matchingForm). JavaScript's \b knows only ASCII words,
// so word edges are letter-and-mark look-arounds. Marathi, like Hindi, puts the negation after the
// phrase ("… सल्ला देत नाही", "… हमी नाही"), so most allowed contexts read the words after it.
//
// One difference from Hindi: in Marathi "योजना" is a mutual fund scheme (the style sheet's word), not a
// plan, so the names rule never bars it; planning is "नियोजन" / "प्लॅनिंग".

const IA_DEFINITIONS: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013: "investment advice" includes financial planning; "financial planning" is analysing a client\'s situation and recommending strategies (BCAS Referencer 2020-21)',
  url: 'http://referencer.bcasonline.org/2020-21/index.php?cat_ID=5&article_id=318',
};
const IA_NAMES: Source = {
  title:
    'SEBI (Investment Advisers) Regulations, 2013, as amended in 2020: FAQ, "No person can use IFA, wealth manager or similar nomenclature without registering with SEBI" (Cafemutual, 7 July 2020)',
  url: 'https://cafemutual.com/news/industry/19636-no-person-can-use-ifa-wealth-manager-or-similar-nomenclature-without-registering-with-sebi',
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

const NOT_IN_WORD = '(?<![\\p{L}\\p{M}])';
const END_OF_WORD = '(?![\\p{L}\\p{M}])';
/** A whole Marathi word or phrase; `inflected` lets case endings follow it ("सल्लागाराला", "हमीची"). */
const marathi = (body: string, inflected = false) =>
  new RegExp(`${NOT_IN_WORD}(?:${body})${inflected ? '[\\p{L}\\p{M}]*' : END_OF_WORD}`, 'u');

const NEGATION_MR: AllowedContext = {
  name: 'Marathi negation',
  before: /(?:^|\s)(?:न|ना|कधीही|कोणीही|कोणतीही|कोणत्याही|नसलेल्या|शिवाय)(?=\s|$)/u,
  after: /(?:^|\s)(?:नाही|नाहीत|नव्हे|नसते|नसतो|नसतात|नसतील|नका|ना)(?=\s|$|[.,;:?])/u,
};

const WARNING_MR: AllowedContext = {
  name: 'Marathi warning',
  // The text is matched with the nukta removed, so ऱ reads र् here (देणाऱ्या -> देणार्या).
  before: /(?:सावध|फसव|बनावट|खोट|आमिष|(?:आश्वासन|वचन) देणार्|वचन देत|दावा करणार्|भुलू नका|विश्वास ठेवू नका)/u,
  // "… परताव्याचे वचन देणार्या कोणावरही विश्वास ठेवणे": a mistake the primer lists (trusting whoever promises).
  sentence: /(?:सावध|फसवणूक|बनावट|आमिष|धोक्याची घंटा|तक्रार करा|तक्रार नोंदवा)|(?:वचन|आश्वासन) देणार्|दावा करणार्/u,
};

/** "तुमच्या CA चा सल्ला घ्या", "वकिलाचा सल्ला घ्या": sending the visitor to their own adviser. */
const REFERRAL_MR: AllowedContext = {
  name: 'a referral to the visitor’s own adviser',
  before: /(?:तुमच्या|तुमचा|तुमचे|पात्र|तज्ज्ञ|वकिलाचा|वकिलाचे|कायदेशीर|एखाद्या)(?:\s+\S+){0,2}\s*$/u,
  // A gloss in brackets may stand between ("सल्लागारासोबत (इन्व्हेस्टमेंट ॲडव्हायझर) घ्यायचा").
  after: /^\s*\)?\s*(?:\([^)]*\)\s*)?(?:घ्या|घ्यायचा|घ्यावा|घेणे|विचारा|लागतो|सोबत)/u,
};

/**
 * A clause saying advice or planning is a SEBI-registered adviser's job, with no "आम्ही" (we) in it, so
 * the firm never claims the registration: "ते SEBI कडे नोंदणीकृत गुंतवणूक सल्लागार करून देतात".
 */
const ADVISERS_JOB_MR: AllowedContext = {
  name: 'an adviser’s job',
  clause: /^(?!.*(?:^|\s)(?:आम्ही|आमचे|आमची|आमच्या|आम्हाला)(?=\s|$)).*SEBI\s+कडे\s+नोंदणीकृत\s+(?:एखाद्या\s+)?गुंतवणूक\s+सल्लागार/u,
  sentence: /(?:केवळ|फक्त)[^.]*SEBI[^.]*गुंतवणूक सल्लागार|गुंतवणूक सल्लागार[^.]*(?:देतात|करून देतात|देऊ शकतात)/u,
};

/** "SEBI कडे नोंदणीकृत म्युच्युअल फंड", "… KYC नोंदणी संस्था": a fund's or a KRA's registration, not the firm's. */
const A_FUNDS_REGISTRATION_MR: AllowedContext = {
  name: 'a mutual fund’s or a KYC agency’s registration',
  after: /^\s*(?:म्युच्युअल फंड|फंड हाउस|ॲसेट मॅनेजमेंट कंपनी|AMC|KYC नोंदणी संस्थ|KRA|(?:प्रत्येक\s+)?मध्यस्थ)/u,
};

/** "ब्रोकर … आणि इतर मध्यस्थ SEBI कडे नोंदणीकृत असतात": intermediaries' registration, not the firm's. */
const INTERMEDIARIES_REGISTRATION_MR: AllowedContext = {
  name: 'intermediaries’ registration',
  before: /(?:मध्यस्थ|ब्रोकर|ॲनालिस्ट)\s*$/u,
};

export const marathiComplianceRules: readonly ComplianceRule[] = [
  {
    id: 'mr-advice',
    locale: 'mr',
    pattern: marathi('सल्ल|परामर्श|ॲडव्हायझर|ॲडव्हाइस', true),
    why: 'In Marathi as in English, the firm distributes and explains; it does not offer advice or call itself an adviser (सल्ला, सल्लागार, ॲडव्हायझर). Allowed when negated, when sending visitors to their own adviser, or where a clause says advice is a SEBI-registered adviser’s job.',
    sources: [IA_DEFINITIONS, AMFI_CODE],
    allowedContexts: [NEGATION_MR, REFERRAL_MR, ADVISERS_JOB_MR],
  },
  {
    id: 'mr-wealth-adviser',
    locale: 'mr',
    pattern: marathi('वेल्थ\\s+(?:ॲडव्हायझर|मॅनेजर)', true),
    why: 'The names "Wealth Adviser" and "Wealth Manager" are reserved to SEBI-registered investment advisers, in any script.',
    sources: [IA_NAMES],
    allowedContexts: [NEGATION_MR],
  },
  {
    id: 'mr-financial-planning',
    locale: 'mr',
    pattern: marathi('आर्थिक\\s+नियोजन|फायनान्शियल\\s+प्लॅन(?:िंग|र)?', true),
    why: 'Financial planning (आर्थिक नियोजन, फायनान्शियल प्लॅनिंग) is investment advice under the IA Regulations: the firm never offers it. Allowed when negated or where a clause says it is a SEBI-registered adviser’s job.',
    sources: [IA_DEFINITIONS],
    allowedContexts: [NEGATION_MR, ADVISERS_JOB_MR],
  },
  {
    id: 'mr-planning-name',
    locale: 'mr',
    scope: 'names',
    pattern: marathi('नियोजन|प्लॅनिंग|प्लॅनर', true),
    why: 'The Marathi twin of planning-name: no title, heading or service name may offer planning (नियोजन, प्लॅनिंग). "योजना" is a scheme in Marathi and stays allowed; use "… साठी गुंतवणूक" ("Investing for …") as the English does.',
    sources: [IA_DEFINITIONS],
    allowedContexts: [ADVISERS_JOB_MR],
  },
  {
    id: 'mr-promised-return',
    locale: 'mr',
    pattern: marathi(
      'हमी|हमखास|खात्रीशीर\\s+परतावा|निश्चित\\s+परतावा|सुरक्षित|जोखीम[-\\s]?मुक्त|जोखमीशिवाय|(?:पैसे|रक्कम)\\s+दुप्पट',
      true,
    ),
    why: 'No mutual fund return can be promised and no investment called safe: no हमी, हमखास, खात्रीशीर / निश्चित परतावा, सुरक्षित, जोखीममुक्त or पैसे दुप्पट. Allowed only when negated ("परताव्याची हमी नाही") or in a warning against such promises.',
    sources: [MF_AD_CODE, AMFI_CODE],
    allowedContexts: [NEGATION_MR, WARNING_MR],
  },
  {
    id: 'mr-sebi-registered',
    locale: 'mr',
    pattern: marathi('SEBI\\s*(?:-\\s*|कडे\\s+)?(?:नोंदणीकृत|रजिस्टर्ड)', true),
    why: 'Distributors register with AMFI, not SEBI: the firm is never "SEBI कडे नोंदणीकृत", only not registered with SEBI as an investment adviser.',
    sources: [AMFI_CODE],
    allowedContexts: [NEGATION_MR, A_FUNDS_REGISTRATION_MR, INTERMEDIARIES_REGISTRATION_MR, ADVISERS_JOB_MR, REFERRAL_MR],
  },
];
