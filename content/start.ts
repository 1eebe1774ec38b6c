import type { Locale } from '@/lib/locale';
import { startQuery, type StartAnswers, type StartGroupId, type StartQuestionId, type StartStepId } from '@/lib/startChecklist';
import { startText as hindiStartText } from './hi/start';
import { pathTo } from './routes';
import type { InlineRun } from './types';

// The "Start investing" page (/start/, issue 25): the guide's sections and the personal checklist's
// questions, step texts and labels. Every fact carries its sources beside it, shown on the page with
// the date in content/regulatoryReview.ts. A Hindi edition supplies another `StartGuideContent`; the
// rules that pick the steps (lib/startChecklist.ts) stay as they are.

/** Where a fact was checked: shown under its section. */
export type StartSource = { title: string; url: `https://${string}` | `http://${string}` };

export type StartQuestionText<Q extends StartQuestionId> = {
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

export type StartTable = {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
};

/** The guide's sections, in page order; each id is the section's heading anchor, the same in both languages. */
export const START_SECTION_IDS = ['who-can-invest', 'documents', 'kyc', 'after-investing'] as const;
export type StartSectionId = (typeof START_SECTION_IDS)[number];

/** The words of one section of the guide. */
export type StartSectionText = {
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
     * The NRI's front door (issue 34): on the home page, in the footer and on the contact page, to the
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

/** Other sites the guide's words link to: the same addresses in both languages, passed to the Hindi words. */
export const START_LINKS = {
  kraEnquiry: 'https://www.cvlkra.com/',
  mfCentral: 'https://www.mfcentral.com/',
  incomeTax: 'https://www.incometax.gov.in/',
} as const;
export type StartLinks = typeof START_LINKS;

/** The KYC Registration Agency enquiry the checklist links to; every KRA shows a PAN's status, whichever holds it. */
export const KRA_ENQUIRY = { text: 'CVL KRA’s KYC enquiry', href: START_LINKS.kraEnquiry } as const;
const MF_CENTRAL = { text: 'MF Central', href: START_LINKS.mfCentral } as const;
const INCOME_TAX = { text: 'the income-tax e-filing portal', href: START_LINKS.incomeTax } as const;

const SOURCES = {
  kycStatus: {
    title:
      'Sundaram Mutual Fund, Investor Services: “Know your KYC status and its impact on transactions” (SEBI circular SEBI/HO/MIRSD/FATF/P/CIR/2023/0144, 11 Aug 2023)',
    url: 'https://sundarammutual.com/Investor-Services',
  },
  kycStatusMeaning: {
    title: 'Indsec, “Guidance to view KRA status and steps to update”',
    url: 'http://indsec.com/kra-status.aspx',
  },
  onHoldReasons: {
    title: 'FYERS support, “What is a KRA, and what does it mean if my KYC status is on hold, rejected or under process?”',
    url: 'https://support.fyers.in/portal/en/kb/articles/what-is-a-kra-and-what-does-it-mean-if-my-kyc-status-is-on-hold-rejected-or-under-process',
  },
  kras: {
    title: 'Angel One, “KYC Registration Agencies adapt to recent KYC changes” (the five KRAs; KRAs’ press release of 25 Apr 2024)',
    url: 'https://angelone.in/news/kyc-registration-agencies-adapt-to-recent-kyc-changes',
  },
  validatedOnlyAadhaar: {
    title:
      'NewsPoint, “How to complete KYC for your mutual fund: online and offline methods” (CAMS: only PAN and Aadhaar can be validated at source)',
    url: 'https://www.newspointapp.com/news/india/how-to-complete-kyc-for-your-mutual-fund-online-and-offline-methods/articleshow/111182208',
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
      'Bathiya Legal, “Investment in units of mutual funds in the name of the minor through guardian” (SEBI circular SEBI/HO/IMD/POD-II/CIR/P/2023/0069, 12 May 2023)',
    url: 'https://www.bathiyalegal.com/post/investment-in-units-of-mutual-funds-in-the-name-of-the-minor-through-guardian',
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
  casWho: {
    title:
      'Finance Khabar, “SEBI mandates email as default for mutual fund statements” (depositories or the registrars send the CAS; monthly or half-yearly)',
    url: 'https://financekhabar.com/sebi-mandates-email-as-default-for-mutual-fund-statements/',
  },
  mfCentral: {
    title: 'WebNotes, “MF Central” (the CAMS and KFintech platform: every folio under a PAN, service requests)',
    url: 'https://v2.webnotes.in/mf-central/',
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

const checklist: StartChecklistText = {
  heading: 'Your checklist',
  intro:
    'Four questions. The checklist below changes as you answer; your answers stay on this device unless you share the link or send them to us.',
  formLabel: 'Questions for your checklist',
  questions: {
    who: {
      legend: 'Who is investing?',
      short: 'Who',
      options: { self: 'Myself', child: 'My child (under 18)', joint: 'Myself jointly with others' },
    },
    where: {
      legend: 'Where does the investor live?',
      short: 'Lives',
      hint: 'Where you live now, not your citizenship.',
      options: { india: 'In India', 'us-canada': 'Abroad: in the USA or Canada', abroad: 'Abroad: elsewhere' },
    },
    kyc: {
      legend: 'What is the investor’s KYC status?',
      short: 'KYC status',
      hint: 'A KYC Registration Agency shows it when you enter your PAN.',
      options: {
        validated: 'KYC Validated',
        registered: 'KYC Registered',
        'on-hold': 'On Hold or Rejected',
        never: 'Never done KYC',
        unknown: 'I don’t know',
      },
    },
    how: {
      legend: 'How do you want to invest?',
      short: 'Invest by',
      options: { sip: 'A SIP (a sum every month)', lumpsum: 'A lumpsum (once)', both: 'Both' },
    },
  },
  groups: {
    'kyc-first': 'First, check your KYC status',
    documents: 'Documents to gather',
    kyc: 'Your KYC step',
    abroad: 'Because you live abroad',
    child: 'Because you are investing for a child',
    joint: 'Because you will hold it jointly',
    invest: 'Paying in',
    next: 'What we do next',
  },
  steps: {
    'kyc-check-status': [
      'Enter your PAN on a KYC Registration Agency’s enquiry page, for example ',
      KRA_ENQUIRY,
      '. It shows your status (Validated, Registered, On Hold or Rejected) whichever agency holds your record.',
    ],
    'kyc-then-choose': ['Choose that status in question 3 above: the checklist then shows exactly what your status needs.'],
    'docs-joint-each': ['Every holder (up to three) gathers the documents below for themselves: each needs their own PAN and KYC.'],
    'docs-guardian': [
      'The documents below are the guardian’s: a parent, or a guardian appointed by a court. The guardian’s KYC is the one that counts until the child turns 18.',
    ],
    'docs-pan': ['PAN card: every investor needs one.'],
    'docs-aadhaar': [
      'Aadhaar, with the mobile number linked to it at hand for the one-time password. Your PAN must be linked to your Aadhaar.',
    ],
    'docs-aadhaar-abroad': [
      'Aadhaar, if you have one: then your PAN must be linked to it. A non-resident who holds no Aadhaar need not link one; what counts instead is a PAN recorded as non-resident (a step further down).',
    ],
    'docs-address': [
      'Proof of address: Aadhaar, or another officially valid document such as a passport, driving licence or voter ID, if your Aadhaar address is out of date.',
    ],
    'docs-address-abroad': ['Your passport, and proof of your address abroad (and of your Indian address, if you have one).'],
    'docs-bank': [
      'Bank proof for an account in the investor’s own name: a cancelled cheque with the name printed, or a recent statement or passbook page.',
    ],
    'docs-bank-abroad': [
      'Bank proof for your NRE or NRO account in India: a cancelled cheque or a recent statement. A foreign bank account cannot be used.',
    ],
    'docs-contact': ['A mobile number and an e-mail address of your own: the KYC agency verifies both, by a one-time password and a link.'],
    'docs-contact-abroad': [
      'A mobile number and an e-mail address of your own that you can reach from abroad: the KYC agency verifies both, by a one-time password and a link.',
    ],
    'docs-nominee': [
      'Your nominees, or a decision to opt out: you may name up to 10, with each one’s share, and give an ID for each (PAN, the last four digits of Aadhaar, or driving licence number).',
    ],
    'kyc-validated': ['Nothing to do: a Validated record works with every fund house. Keep your mobile number and e-mail current.'],
    'kyc-registered': [
      'Your existing investments carry on. To invest with a fund house you have not used before, redo your KYC with Aadhaar (a KYC modification): your status then becomes Validated and works everywhere.',
    ],
    'kyc-on-hold': [
      'No new investment or redemption is possible until this is fixed. Look up the reason on ',
      KRA_ENQUIRY,
      ' or the agency that holds your record.',
    ],
    'kyc-on-hold-fix': [
      'Fix the reason it shows: mobile or e-mail not validated (use the link or code the agency sends, or update them); PAN not linked to Aadhaar (link them on ',
      INCOME_TAX,
      ', or, if you live abroad and hold no Aadhaar, have your PAN recorded as non-resident); a document no longer accepted (redo your KYC with Aadhaar, or resubmit the document the agency asks for).',
    ],
    'kyc-new-online': [
      'Do your KYC once, online with Aadhaar: your PAN, an Aadhaar one-time password and a short video verification. It ends in a Validated record that every fund house accepts.',
    ],
    'kyc-new-in-person': [
      'Or on paper: a KYC form with a photograph, PAN and proof of address, and an in-person verification, which we can do for you.',
    ],
    'abroad-us-canada': [
      'Many fund houses do not accept investors who live in the USA or Canada, because of the USA’s FATCA rules; the ones that do set their own conditions (a signed declaration, a paper application, or only some schemes). We tell you which of the fund houses we work with accept you, and on what terms, before you choose.',
    ],
    'abroad-bank': [
      'Invest in rupees from an NRE account (money from abroad, which you can take back abroad: repatriable) or an NRO account (income earned in India: not freely repatriable).',
    ],
    'abroad-fatca': ['Sign a FATCA and CRS declaration: your country of tax residence and your tax identification number there.'],
    'abroad-residential-status': [
      'If you did your KYC while living in India, update it to show that you now live abroad, with your overseas address.',
    ],
    'abroad-pan-status': [
      'Check on ',
      INCOME_TAX,
      ' that your PAN shows you as a non-resident. A PAN still recorded as resident and not linked to Aadhaar can be made inoperative, and an inoperative PAN stops new SIPs and redemptions. If it shows you as resident, have it changed before you invest.',
    ],
    'abroad-attest': [
      'For KYC on paper from abroad, copies of your documents can be attested at an Indian embassy or consulate, or at an overseas branch of an Indian bank.',
    ],
    'child-sole-holder': [
      'The child is the only holder of the investment, represented by the guardian; there can be no joint holder. The units belong to the child.',
    ],
    'child-birth-proof': [
      'Proof of the child’s date of birth and of your relationship: a birth certificate or passport (a school leaving certificate also shows the date of birth). A court-appointed guardian adds the court order.',
    ],
    'child-bank': [
      'Open a bank account in the child’s name (it can be held jointly with you) and have it verified: money you take out is paid only into that account. You may pay in from the child’s account, your own or a joint one.',
    ],
    'child-at-18': [
      'When the child turns 18, the guardian can no longer act and SIPs stop. The new adult does their own KYC and asks the fund house to change the holding from minor to major, with their own bank details.',
    ],
    'joint-each-kyc': [
      'Each holder’s KYC must be in order: the status in question 3 applies to each of you. A child cannot be a joint holder.',
    ],
    'joint-mode': [
      'Choose the mode of holding: “jointly” (every holder signs every request) or “anyone or survivor” (any one of you may act alone).',
    ],
    'invest-sip': [
      'For a SIP: a bank mandate on the account the instalments come from, signed once, and the day of the month you want them taken.',
    ],
    'invest-lumpsum': [
      'For a lumpsum: pay from a bank account registered in the investment, in the investor’s name (or the guardian’s, for a child).',
    ],
    'invest-read': [
      'Before you invest, read the scheme’s Key Information Memorandum, its riskometer and its costs. We go through them with you; the choice of scheme is yours.',
    ],
    'next-send': [
      'Send us this checklist with “Send this to us” under your checklist, or call or write. It carries only your four answers: nothing you type, no PAN, no numbers.',
    ],
    'next-we-do': [
      'We look up your KYC status with you, tell you which documents are missing, do the in-person verification for a paper KYC, and fill in the forms and the SIP mandate with you.',
    ],
    'next-you-do': [
      'Only you can enter the one-time passwords, click the validation links, link your PAN with Aadhaar (if you hold one), sign, name your nominees and pay from your own account.',
    ],
    'next-after': [
      'After each purchase the fund house confirms the units by e-mail or SMS, and your Consolidated Account Statement lists everything you hold. More under “After you invest” below.',
    ],
  },
  resultHeading: 'Your steps, in order',
  jumpLabel: 'Go to your checklist',
  updatedStatus: 'Your checklist now fits these answers:',
  resultFor: 'For:',
  noscript:
    'Choosing answers needs JavaScript, which is off in your browser. Below is the checklist for a resident investing alone who has yet to check their KYC; the checklists for the other cases are further down the page, under “Checklists for each case”.',
  linkNote: 'The link you opened had answers this page could not read, so these questions show their first answer instead:',
  linkNoteAfter: 'Choose the answers that fit you.',
  contactLead: 'Reach us:',
  callLabel: 'Call',
  emailLabel: 'E-mail',
  whatsappLabel: 'WhatsApp',
  sendLabel: 'Send this to us',
  shareLabel: 'Share this checklist',
  shareTitle: 'My checklist for starting to invest',
  printLabel: 'Print',
  shareNote: 'The link carries only your four answers.',
  preparedOn: 'Checklist prepared on',
  message: {
    intro: 'I would like help to start investing. My answers from your website’s checklist:',
    outro: 'The checklist:',
  },
};

const sections: StartGuideText['sections'] = {
  'who-can-invest': {
    heading: 'Who can invest, and how',
    blocks: [
      {
        heading: 'Living in India',
        paragraphs: [
          [
            'Any adult resident with a PAN, a completed KYC and a bank account in their own name can invest in mutual funds. KYC is done once and then works with every fund house.',
          ],
        ],
      },
      {
        heading: 'Living abroad: NRIs and people of Indian origin',
        paragraphs: [
          [
            'Non-resident Indians, and people of Indian origin who are citizens of another country (for example OCI cardholders), can invest in rupees through an NRE or NRO account with a bank in India; a fund house cannot accept foreign currency or a foreign bank account. Money from an NRE account can be taken back abroad (repatriated); an NRO account is for income earned in India and is not freely repatriable.',
          ],
          [
            'You sign a FATCA and CRS declaration of your country of tax residence, give an overseas address, and update your KYC to show that you live abroad. Many fund houses do not accept investors who live in the USA or Canada, or accept them only on conditions of their own, such as a declaration, a paper application or only some schemes; those conditions change, so we check them for you at the time.',
          ],
        ],
      },
      {
        heading: 'For a child (a minor)',
        paragraphs: [
          [
            'A child under 18 invests through a guardian: a parent, or a guardian appointed by a court. The child is the only holder, the guardian’s KYC is the one that counts, and you give proof of the child’s date of birth and of your relationship. You may pay from the child’s bank account, your own or a joint one, but money taken out is paid only into the child’s own verified bank account (which may be held jointly with you), so the child needs one.',
          ],
          [
            'At 18 the guardian can no longer act: SIPs and other standing instructions stop, and nothing more can be done until the new adult completes their own KYC and asks the fund house to change the holding from minor to major, with their own bank details.',
          ],
        ],
      },
      {
        heading: 'Jointly',
        paragraphs: [
          [
            'Up to three adults can hold an investment together, each with their own PAN and KYC. You choose whether every holder must sign every request (“jointly”) or any one of you may act alone (“anyone or survivor”). A child cannot be a joint holder.',
          ],
        ],
      },
    ],
  },
  documents: {
    heading: 'The documents you will need',
    blocks: [
      {
        bullets: [
          [
            'PAN card: every investor needs one. It must be linked to Aadhaar, unless you live abroad and hold no Aadhaar: then your PAN must show you as a non-resident.',
          ],
          ['Aadhaar, with the mobile number linked to it, for an online KYC.'],
          [
            'Proof of address: Aadhaar, or another officially valid document (passport, driving licence, voter ID). From abroad: your passport and proof of your overseas address.',
          ],
          [
            'Bank proof for an account in the investor’s name: a cancelled cheque with the name printed, or a recent statement. NRIs use an NRE or NRO account in India.',
          ],
          ['A mobile number and an e-mail address of your own, which the KYC agency verifies by a one-time password and a link.'],
          [
            'Nominee details, or a signed decision to opt out. Since 1 March 2025 you may name up to 10 nominees with a share each; for each you give an ID (PAN, the last four digits of Aadhaar, or driving licence number). Only you can make or change a nomination, not someone holding your power of attorney.',
          ],
        ],
      },
    ],
  },
  kyc: {
    heading: 'KYC: what it is and how to check yours',
    blocks: [
      {
        paragraphs: [
          [
            'KYC (“know your customer”) records who you are and where you live. It is kept by a KYC Registration Agency (KRA), registered with SEBI, so that you do it once for every fund house. There are five KRAs: CVL KRA (CDSL Ventures), NDML KRA (NSDL), CAMS KRA, KFintech KRA (formerly Karvy) and NSE KRA (DotEx).',
          ],
          [
            'To check your status, enter your PAN on any KRA’s enquiry page, for example ',
            KRA_ENQUIRY,
            '. It shows your status whichever agency holds your record, and which one that is.',
          ],
        ],
      },
    ],
    table: {
      caption: 'KYC statuses: what each means and what to do',
      columns: ['Status', 'What it means', 'What to do'],
      rows: [
        [
          'KYC Validated',
          'Your PAN and Aadhaar were checked at source. You can invest with any fund house.',
          'Nothing. Keep your mobile and e-mail current.',
        ],
        [
          'KYC Registered',
          'Your existing investments carry on; a fund house you have not used before asks for a fresh set of KYC documents.',
          'Redo your KYC with Aadhaar (a KYC modification) to become Validated.',
        ],
        [
          'KYC On Hold or Rejected',
          'No transaction is allowed, in existing or new investments, until it is fixed.',
          'Find the reason at the KRA, then fix it: validate your mobile or e-mail; link PAN with Aadhaar; resubmit the document asked for, or redo your KYC with Aadhaar.',
        ],
        [
          'Under process',
          'The KRA is still registering your record, which can take several working days.',
          'Wait, and watch for a link or code to validate your mobile and e-mail.',
        ],
      ],
    },
    after: [
      {
        heading: 'Online with Aadhaar, or in person',
        paragraphs: [
          [
            'Online (e-KYC): your PAN and Aadhaar, a one-time password to the mobile linked to Aadhaar, and a short video verification. Only PAN and Aadhaar can be checked at source, which is why this route gives a Validated status.',
          ],
          [
            'In person: a KYC form with a photograph, a copy of your PAN and proof of address, and an in-person verification of the originals by an authorised person: a fund house or registrar official, a bank manager, or a mutual fund distributor who has completed AMFI’s “know your distributor” (KYD) registration.',
          ],
        ],
      },
      {
        heading: 'What we can do, and what only you can do',
        bullets: [
          [
            'We can: look up your status with you, tell you what is missing, do the in-person verification for a paper KYC, and fill in the forms with you.',
          ],
          [
            'Only you can: enter the one-time passwords and click the validation links (they come to your phone and e-mail), link your PAN with Aadhaar, sign, and choose your nominees.',
          ],
        ],
      },
    ],
  },
  'after-investing': {
    heading: 'After you invest',
    blocks: [
      {
        bullets: [
          ['Each purchase is confirmed by the fund house, by e-mail or SMS, with the units allotted, within five days.'],
          [
            'Your Consolidated Account Statement (CAS) lists every mutual fund holding under your PAN: it comes by e-mail every month in which you transact, and every six months otherwise, from a depository (NSDL or CDSL) if you have a demat account, or else from the registrars.',
          ],
          [
            'The registrars, CAMS and KFintech, keep the records for the fund houses. Their joint site, ',
            MF_CENTRAL,
            ', shows every folio under your PAN and takes requests such as a change of bank, address or nominee.',
          ],
          ['Clients of ours can also see what they hold through us on our ', { text: 'client login', href: pathTo('/login/') }, '.'],
          [
            'Forgotten an old investment? SEBI’s MITRA search, reached through ',
            MF_CENTRAL,
            ', finds inactive folios (no transaction by the investor for ten years) and unclaimed ones, for investors and their heirs.',
          ],
          [
            'If something goes wrong, tell us first; our ',
            { text: 'grievance page', href: pathTo('/grievance-redressal/') },
            ' sets out how to escalate to AMFI, SEBI SCORES and SMART ODR.',
          ],
        ],
      },
    ],
  },
};

/** Where each section's facts were checked: the same sources under both languages' sections. */
const SECTION_SOURCES: { readonly [S in StartSectionId]: readonly StartSource[] } = {
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
  'after-investing': [SOURCES.confirmation, SOURCES.cas, SOURCES.casWho, SOURCES.mfCentral, SOURCES.mitra, SOURCES.mitraWhere],
};

const english: StartGuideText = {
  checklist,
  sections,
  cost: {
    heading: 'What it costs you',
    text: [
      'You pay us no fee. We distribute Regular Plans, and the fund house pays us a trail commission out of the scheme’s expenses (',
      { text: 'see our disclosure', href: pathTo('/disclosure/') },
      '). Every scheme also has a Direct Plan, with no distributor and a lower expense ratio, which you are free to use instead.',
    ],
  },
  cases: {
    heading: 'Checklists for each case',
    intro:
      'The same checklists the questions above give, for the commonest cases, readable without JavaScript. Each assumes you have yet to check your KYC status.',
    labels: {
      'self-india': 'Investing for myself, living in India',
      'self-abroad': 'Investing for myself, living abroad (not in the USA or Canada)',
      'self-us-canada': 'Investing for myself, living in the USA or Canada',
      child: 'Investing for my child',
      joint: 'Investing jointly',
    },
  },
  sourcesLabel: 'Sources',
  reviewedLabel: 'last reviewed',
  pointers: {
    home: { lead: 'New to investing?', label: 'See how to start: documents, KYC and a checklist', href: pathTo('/start/') },
    contact: [
      'New to investing? ',
      { text: 'Start investing', href: pathTo('/start/') },
      ' lists the documents and the KYC step for your case, and can send us your answers.',
    ],
    service: [
      'Investing for the first time? ',
      { text: 'Start investing', href: pathTo('/start/') },
      ' lists the documents, the KYC step and a checklist for residents, NRIs and children.',
    ],
    nri: {
      lead: 'Living outside India? ',
      label: 'Investing from abroad (NRI)',
      after: ': the documents, the NRE or NRO bank account and the KYC steps for your case.',
    },
    hubCard: {
      heading: 'Start investing checklist',
      description: 'Four questions on who invests, where they live, their KYC status and how: the documents and steps for that case.',
    },
  },
};

/** Each case's answers (shared by both languages); each assumes the KYC status is yet to be checked. */
const CASE_ANSWERS: { readonly [C in StartCaseId]: StartAnswers } = {
  'self-india': { who: 'self', where: 'india', kyc: 'unknown', how: 'both' },
  'self-abroad': { who: 'self', where: 'abroad', kyc: 'unknown', how: 'both' },
  'self-us-canada': { who: 'self', where: 'us-canada', kyc: 'unknown', how: 'both' },
  child: { who: 'child', where: 'india', kyc: 'unknown', how: 'both' },
  joint: { who: 'joint', where: 'india', kyc: 'unknown', how: 'both' },
};

/** The id of the start page's checklist heading: a link to a case lands on the checklist itself. */
export const START_CHECKLIST_ID = 'your-checklist';

/**
 * The start page with one case's answers chosen, at its checklist: "/start/?who=self&where=abroad&…#your-checklist".
 * The checklist reads the answers from the address (lib/startChecklist.ts readStartQuery).
 */
export function startCasePath(id: StartCaseId, locale: Locale): string {
  return `${pathTo('/start/', locale)}?${startQuery(CASE_ANSWERS[id])}#${START_CHECKLIST_ID}`;
}

/** Where an NRI's front door leads: the checklist for someone investing for themselves from abroad. */
export const NRI_START_CASE: StartCaseId = 'self-abroad';

/** One language's words put together with the shared sources and cases. */
function assemble(text: StartGuideText): StartGuideContent {
  return {
    ...text,
    sections: START_SECTION_IDS.map((id) => ({ id, ...text.sections[id], sources: SECTION_SOURCES[id] })),
    cases: {
      heading: text.cases.heading,
      intro: text.cases.intro,
      list: START_CASE_IDS.map((id) => ({ id, label: text.cases.labels[id], answers: CASE_ANSWERS[id] })),
    },
    contactService: 'mutual-funds',
  };
}

export const startGuide: StartGuideContent = assemble(english);

const guides: Record<Locale, () => StartGuideContent> = { en: () => startGuide, hi: () => assemble(hindiStartText(START_LINKS)) };

/** The guide in the page's language, for server components (the checklist island gets its words as props). */
export function startGuideFor(locale: Locale): StartGuideContent {
  return guides[locale]();
}
