import type { StartAnswers, StartGroupId, StartQuestionId, StartStepId } from '@/lib/questionnaires/startChecklist';
import type { InlineRun } from './types';

// The "Start investing" page (/start/): the guide's sections and the personal checklist's
// questions, step texts and labels. Every fact carries its sources beside it, shown on the page with
// the date in content/regulatoryReview.ts. A Hindi edition supplies another `StartGuideContent`; the
// rules that pick the steps (lib/questionnaires/startChecklist.ts) stay as they are.

/** Where a fact was checked: shown under its section. */
export type StartSource = { title: string; url: `https://${string}` | `http://${string}` };

type StartQuestionText<Q extends StartQuestionId> = {
  legend: string;
  /** The question in two or three words, for the summary line and the message to the firm. */
  short: string;
  hint?: string;
  options: { readonly [O in StartAnswers[Q]]: string };
};

export type StartChecklistText = {
  heading: string;
  intro: string;
  /** The form's accessible name. */
  formLabel: string;
  questions: { readonly [Q in StartQuestionId]: StartQuestionText<Q> };
  groups: { readonly [G in StartGroupId]: string };
  steps: { readonly [S in StartStepId]: readonly InlineRun[] };
  resultHeading: string;
  /** Under the questions: a link down to the checklist (on a phone it is a long way below). */
  jumpLabel: string;
  /** Said to screen readers when an answer changes the checklist; the answers follow. */
  updatedStatus: string;
  /** Before the answers, in the line under the result's heading. */
  resultFor: string;
  /** Shown without JavaScript above the default checklist. */
  noscript: string;
  /** Above the checklist when a link carried answers the page could not read; the questions follow. */
  linkNote: string;
  linkNoteAfter: string;
  contactLead: string;
  callLabel: string;
  emailLabel: string;
  whatsappLabel: string;
  sendLabel: string;
  shareLabel: string;
  shareTitle: string;
  printLabel: string;
  shareNote: string;
  /** Before the date on the printout. */
  preparedOn: string;
  /** The message "Send this to us" puts in the contact form: these lines around the answers and the link. */
  message: { intro: string; outro: string };
};

export type StartBlock = {
  heading?: string;
  paragraphs?: readonly (readonly InlineRun[])[];
  bullets?: readonly (readonly InlineRun[])[];
};

type StartTable = {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
};

/** The guide's sections, in page order; each id is the section's heading anchor, the same in both languages. */
export const START_SECTION_IDS = ['who-can-invest', 'documents', 'kyc', 'after-investing'] as const;
export type StartSectionId = (typeof START_SECTION_IDS)[number];

/** The words of one section of the guide. */
type StartSectionText = {
  heading: string;
  blocks: readonly StartBlock[];
  table?: StartTable;
  /** Paragraphs after the table. */
  after?: readonly StartBlock[];
};

export type StartSection = StartSectionText & { id: StartSectionId; sources: readonly StartSource[] };

/** The static checklists further down the page, one per common case (readable without JavaScript). */
export const START_CASE_IDS = ['self-india', 'self-abroad', 'self-us-canada', 'child', 'joint'] as const;
export type StartCaseId = (typeof START_CASE_IDS)[number];

/** The words of the guide in one language: English below, Hindi in content/hi/start.ts. */
export type StartGuideText = {
  checklist: StartChecklistText;
  sections: { readonly [S in StartSectionId]: StartSectionText };
  cost: { heading: string; text: readonly InlineRun[] };
  cases: { heading: string; intro: string; labels: { readonly [C in StartCaseId]: string } };
  sourcesLabel: string;
  reviewedLabel: string;
  /** One-line pointers to this page from the home page, the contact page, service pages and the tools hub. */
  pointers: {
    home: { lead: string; label: string; href: string };
    contact: readonly InlineRun[];
    service: readonly InlineRun[];
    hubCard: { heading: string; description: string };
    /**
     * The NRI's front door, so a visitor living abroad finds the rules that differ for them: on the home page, in the footer and on the contact page, to the
     * checklist with the "living abroad" case chosen (startCasePath). The link's words are `label`;
     * a line reads `lead`, the link, then `after`.
     */
    nri: { lead: string; label: string; after: string };
  };
};

/** The guide as a page renders it: one language's words with the shared sources and cases. */
export type StartGuideContent = Omit<StartGuideText, 'sections' | 'cases'> & {
  sections: readonly StartSection[];
  cases: { heading: string; intro: string; list: readonly { id: StartCaseId; label: string; answers: StartAnswers }[] };
  /** The firm's contact slug the "Send this to us" link preselects (content/services.ts id). */
  contactService: string;
};

/** Other sites the guide's words link to: the same addresses in every language. */
export const START_LINKS = {
  kraEnquiry: 'https://www.cvlkra.com/',
  mfCentral: 'https://www.mfcentral.com/',
  incomeTax: 'https://www.incometax.gov.in/',
} as const;

const SOURCES = {
  kycStatus: {
    title:
      'Sundaram Mutual Fund, Investor Services: “Know your KYC status and its impact on transactions” (SEBI circular SEBI/HO/MIRSD/FATF/P/CIR/2023/0144, 11 Aug 2023)',
    url: 'https://sundarammutual.com/Investor-Services',
  },
  kycStatusMeaning: {
    title:
      'Business Standard, “Unable to invest in MF due to inoperative PAN? Here is a good news for you” (28 May 2024: SEBI’s KYC amendment of 14 May 2024; Registered without PAN-Aadhaar linking, Validated only with it; On Hold blocks every transaction)',
    url: 'https://business-standard.com/finance/personal-finance/unable-to-invest-in-mf-due-to-inoperative-pan-here-is-a-good-news-for-you-124052801553_1.html',
  },
  onHoldReasons: {
    title:
      'Livemint, “What is the latest KYC challenge with mutual funds and how to resolve it” (May 2024: what Validated, Registered and On Hold mean, and what to do for each)',
    url: 'https://www.livemint.com/mutual-fund/what-is-the-latest-kyc-challenge-with-mutual-funds-and-how-to-resolve-it-investments-11715572502262.html',
  },
  kras: {
    title: 'Angel One, “KYC Registration Agencies adapt to recent KYC changes” (the five KRAs; KRAs’ press release of 25 Apr 2024)',
    url: 'https://angelone.in/news/kyc-registration-agencies-adapt-to-recent-kyc-changes',
  },
  validatedOnlyAadhaar: {
    title:
      'Business Standard via Rediff, “Sebi eases KYC norms for MF investors” (16 May 2024: SEBI’s revised circular of 14 May; Validated means a KYC based on Aadhaar, with mobile and e-mail validated by the KRA)',
    url: 'http://www.rediff.com/money/report/sebi-eases-kyc-norms-for-mf-investors/20240516.htm',
  },
  kycWays: {
    title:
      'Aditya Birla Sun Life Mutual Fund, “KYC for mutual funds in India” (online e-KYC; offline KYC and who may do the in-person verification)',
    url: 'https://mutualfund.adityabirlacapital.com/Investor-Education/our-sections/read/kyc-for-mutual-funds-in-india',
  },
  distributorIpv: {
    title:
      'Canara Robeco Mutual Fund, “Process of investing in mutual funds” (KYD-compliant distributors may carry out in-person verification)',
    url: 'https://canararobeco.com/?p=11114',
  },
  nomination: {
    title: '5paisa, “SEBI updates nomination rules for mutual funds and demat” (up to 10 nominees from 1 Mar 2025)',
    url: 'https://5paisa.com/news/sebi-updates-nomination-rules-for-mutual-funds-demat',
  },
  nominationIds: {
    title:
      'Trade Brains, “SEBI’s latest mutual fund nomination rules” (nominee’s PAN, last four digits of Aadhaar or driving licence; no nomination by a power of attorney)',
    url: 'https://tradebrains.in/sebis-latest-mutual-fund-nomination-rules-what-investors-must-know',
  },
  optOut: {
    title: 'Fortune India, “Nominate or opt out: SEBI directs mutual funds” (nomination or a signed opt-out declaration)',
    url: 'https://fortuneindia-web.quintype.io/macro/nominate-or-opt-out-sebi-directs-mutual-funds-to-set-march-2023-deadline/108610',
  },
  minorPayment: {
    title:
      'Outlook Money, “Sebi updates rule for mutual fund investing for minors: redemption only in minor’s bank account” (SEBI circular SEBI/HO/IMD/POD-II/CIR/P/2023/0069, 12 May 2023)',
    url: 'https://outlookmoney.com/amp/story/invest/sebi-updates-rule-for-mutual-fund-investing-for-minors-redemption-only-in-minor-s-bank-account-news-285953',
  },
  minorRules: {
    title: 'The Hindu BusinessLine, “On behalf of a minor” (sole holder, proof of date of birth, natural or court-appointed guardian)',
    url: 'https://www.thehindubusinessline.com/portfolio/mutual-funds/On-behalf-of-a-minor/article20240697.ece',
  },
  minorMajority: {
    title: 'AMFI, “Minor attaining majority” (SEBI circular SEBI/HO/IMD/DF3/CIR/P/2019/166, 24 Dec 2019)',
    url: 'https://www.amfiindia.com/investor/become-mf-distributor?zoneName=MinorAttainingMajority',
  },
  nriPan: {
    title:
      'SBNRI, “Consequences of non-linking of Aadhaar with PAN for NRI” (NRIs exempt from linking; PAN inoperative unless the residential status is non-resident; the exemption notified on 11 May 2017 under s.139AA of the 1961 Act, carried into s.262 of the Income-tax Act, 2025)',
    url: 'https://sbnri.com/blog/nri-income-tax/consequences-of-non-linking-of-aadhaar-with-pan-for-nri',
  },
  inoperativePan: {
    title: 'GoINRI, “PAN of 10 crore NRIs is inoperative” (an inoperative PAN: no new SIPs, STPs or SWPs; redemptions may be rejected)',
    url: 'https://www.goinri.com/blog/pan-of-10-crore-nris-is-inoperative-are-you-one-of-them',
  },
  nri: {
    title:
      'The Hindu BusinessLine, “How can NRIs invest in Indian mutual funds?” (NRE and NRO accounts, KYC documents, attestation abroad)',
    url: 'https://www.thehindubusinessline.com/portfolio/mutual-funds/how-can-nris-invest-in-indian-mutual-funds/article33154080.ece',
  },
  nriUsCanada: {
    title:
      'AssetPlus, “NRIs US/Canada declaration” (FATCA; India–US agreement of 9 Jul 2015; fund houses that accept, each on its own conditions)',
    url: 'https://assetplus.freshdesk.com/support/solutions/articles/44002487759-nris-us-canada-declaration',
  },
  nriUsCanadaZerodha: {
    title: 'Zerodha Varsity, “Can US / Canada NRIs invest in Indian mutual funds?” (17 Sep 2025)',
    url: 'https://zerodha.com/z-connect/varsity/can-us-canada-nris-invest-in-indian-mutual-funds',
  },
  pio: {
    title: 'Hum Fauji, “FAQs for NRIs” (who is an NRI and a person of Indian origin; NRE, NRO and FCNR accounts)',
    url: 'https://humfauji.in/faqs-for-nris/',
  },
  joint: {
    title: 'The Hindu BusinessLine, “MF folio: how different modes of holding work” (up to three holders, KYC for each, no minors)',
    url: 'https://www.thehindubusinessline.com/portfolio/mutual-funds/mf-folio-how-different-modes-of-holding-work/article67310773.ece/amp/',
  },
  confirmation: {
    title:
      'Cafemutual, “SEBI asks AMCs to send scheme annual reports to investors via email” (units allotted confirmed by e-mail or SMS within five days)',
    url: 'https://cafemutual.com/news/industry/779-sebi-asks-amcs-to-send-scheme-annual-reports-to-investors-via-email',
  },
  cas: {
    title: 'Cafemutual, “Consolidated account statement in MFs to be sent through email as preferred mode: SEBI”',
    url: 'https://cafemutual.com/news/industry/32500-consolidated-account-statement-in-mfs-to-be-sent-through-email-as-preferred-mode-sebi',
  },
  mfCentral: {
    title: 'MF Central, the registrars’ (CAMS and KFintech) own investor-services platform: every folio under a PAN, and service requests',
    url: 'https://www.mfcentral.com/',
  },
  mitra: {
    title:
      'TaxGuru, “One-stop solution to track and reclaim forgotten mutual fund investments” (SEBI circular of 12 Feb 2025 launching MITRA)',
    url: 'https://taxguru.in/sebi/one-stop-solution-track-reclaim-forgotten-mutual-fund-investments.html',
  },
  mitraWhere: {
    title: 'DSP Mutual Fund, “MITRA: Mutual Fund Investment Tracing and Retrieval Assistant” (reached through MF Central)',
    url: 'https://dspim.com/knowledge-hub/learn/mutual-fund-beginner/what-is-mitra-why-is-it-useful',
  },
} as const satisfies Record<string, StartSource>;

/** Where each section's facts were checked: the same sources under both languages' sections. */
export const SECTION_SOURCES: { readonly [S in StartSectionId]: readonly StartSource[] } = {
  'who-can-invest': [
    SOURCES.nri,
    SOURCES.pio,
    SOURCES.nriUsCanada,
    SOURCES.nriUsCanadaZerodha,
    SOURCES.minorRules,
    SOURCES.minorPayment,
    SOURCES.minorMajority,
    SOURCES.joint,
  ],
  documents: [
    SOURCES.kycWays,
    SOURCES.nri,
    SOURCES.nriPan,
    SOURCES.inoperativePan,
    SOURCES.kycStatus,
    SOURCES.nomination,
    SOURCES.nominationIds,
    SOURCES.optOut,
  ],
  kyc: [
    SOURCES.kras,
    SOURCES.kycStatus,
    SOURCES.kycStatusMeaning,
    SOURCES.onHoldReasons,
    SOURCES.validatedOnlyAadhaar,
    SOURCES.kycWays,
    SOURCES.distributorIpv,
  ],
  'after-investing': [SOURCES.confirmation, SOURCES.cas, SOURCES.mfCentral, SOURCES.mitra, SOURCES.mitraWhere],
};

/** Each case's answers (shared by both languages); each assumes the KYC status is yet to be checked. */
export const CASE_ANSWERS: { readonly [C in StartCaseId]: StartAnswers } = {
  'self-india': { who: 'self', where: 'india', kyc: 'unknown', how: 'both' },
  'self-abroad': { who: 'self', where: 'abroad', kyc: 'unknown', how: 'both' },
  'self-us-canada': { who: 'self', where: 'us-canada', kyc: 'unknown', how: 'both' },
  child: { who: 'child', where: 'india', kyc: 'unknown', how: 'both' },
  joint: { who: 'joint', where: 'india', kyc: 'unknown', how: 'both' },
};

/** The id of the start page's checklist heading: a link to a case lands on the checklist itself. */
export const START_CHECKLIST_ID = 'your-checklist';

/** Where an NRI's front door leads: the checklist for someone investing for themselves from abroad. */
export const NRI_START_CASE: StartCaseId = 'self-abroad';
