import { pathTo } from '../routes';
import { START_LINKS, type StartChecklistText, type StartGuideText } from '../start';

// The "Start investing" guide in English: the words, typed by StartGuideText (the sources, the cases'
// answers and the checklist's rules are shared, in content/start.ts).

/** The KYC Registration Agency enquiry the checklist links to; every KRA shows a PAN's status, whichever holds it. */
export const KRA_ENQUIRY = { text: 'CVL KRA’s KYC enquiry', href: START_LINKS.kraEnquiry } as const;
const MF_CENTRAL = { text: 'MF Central', href: START_LINKS.mfCentral } as const;
const INCOME_TAX = { text: 'the income-tax e-filing portal', href: START_LINKS.incomeTax } as const;

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
      'Your nominees, or a decision to opt out: you may name up to {{fact:nomination.max-nominees}}, with each one’s share, and give an ID for each (PAN, the last four digits of Aadhaar, or driving licence number).',
    ],
    'kyc-validated': ['Nothing to do: a Validated record works with every fund house. Keep your mobile number and e-mail current.'],
    'kyc-registered': [
      'Your record was verified, but the document it rests on could not be checked with its issuer, or your PAN is not linked to Aadhaar. Your existing investments carry on; a fund house you have not used before asks for a fresh set of KYC documents. To become Validated, link your PAN to Aadhaar on ',
      INCOME_TAX,
      ' if it is not, and redo your KYC with Aadhaar (a KYC modification): a Validated record works with every fund house.',
    ],
    'kyc-on-hold': [
      'No new investment or redemption is possible until this is fixed. Look up the reason on ',
      KRA_ENQUIRY,
      ' or the agency that holds your record.',
    ],
    'kyc-on-hold-fix': [
      'Fix the reason it shows: mobile or e-mail not validated (use the link or code the agency sends, or update them); a document that is not an officially valid document, such as a bank statement or a utility bill given as proof of address (redo your KYC with Aadhaar, or submit an officially valid document: passport, driving licence, voter ID or Aadhaar); a PAN the income-tax department shows as inoperative (link it with Aadhaar on ',
      INCOME_TAX,
      ', or, if you live abroad and hold no Aadhaar, have your PAN recorded as non-resident).',
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
            'Any adult resident with a PAN, a completed KYC and a bank account in their own name can invest in mutual funds. KYC is done once; a Validated record then works with every fund house.',
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
            'Nominee details, or a signed decision to opt out. Since 1 March 2025 you may name up to {{fact:nomination.max-nominees}} nominees with a share each; for each you give an ID (PAN, the last four digits of Aadhaar, or driving licence number). Only you can make or change a nomination, not someone holding your power of attorney.',
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
            '. It shows your status whichever agency holds your record, and which one that is. What each status means and allows is set by SEBI’s circular of {{fact:kyc.statuses-circular-date}}.',
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
          'The KRA checked your record with the issuer of its documents (Aadhaar through UIDAI or DigiLocker, PAN with the income-tax database), your PAN is linked to Aadhaar, and your mobile and e-mail are validated. You can invest with any fund house.',
          'Nothing. Keep your mobile and e-mail current.',
        ],
        [
          'KYC Registered',
          'Your record was verified, but its officially valid document (a passport, a driving licence, a voter ID or a paper copy of Aadhaar) could not be checked with the issuer, or your PAN is not linked to Aadhaar. Your existing investments carry on; a fund house you have not used before asks for a fresh set of KYC documents.',
          'Link PAN with Aadhaar if it is not, and redo your KYC with Aadhaar (a KYC modification) to become Validated.',
        ],
        [
          'KYC On Hold or Rejected',
          'No transaction is allowed, in existing or new investments, until it is fixed.',
          'Find the reason at the KRA, then redo what it names: validate your mobile or e-mail; replace a document that is not an officially valid document (a bank statement or a utility bill given as proof of address) with one that is, or redo your KYC with Aadhaar.',
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

export const startGuideText: StartGuideText = {
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
