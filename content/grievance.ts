import type { Locale } from '@/lib/locale';
import { grievanceText as hindiGrievanceText } from './hi/grievance';
import { specStrings } from './specStrings';

// The grievance redressal page at /grievance-redressal/. A {placeholder} is filled by the page: {term}
// with the escalation step's name in bold, {link} with a link to the body's site, {email}, {phone},
// {name}, {hours} and {arn} with the firm's details (content/site.ts).
//
// Escalation routes as they work today (reviewed on the date in content/regulatoryReview.ts):
// SCORES 2.0 (from 1 April 2024): 21 calendar days for the entity, then review by a designated body
// and by SEBI ("SEBI launches new version of SCORES", ANI via LatestLY, 1 April 2024,
// https://www.latestly.com/agency-news/business-news-sebi-launches-new-version-of-scores-aiming-complaint-redressal-in-21-days-5862276.html).
// SCORES takes a complaint within one year of its cause of action, once the entity has been asked
// first (SEBI circular of 2023, summarised by Mehta & Mehta, https://mehta-mehtaadvisory.com/?p=5737:
// "the complaint shall be lodged on SCORES within one year from the date of cause of action").
// SMART ODR is open after the entity's reply, through SCORES or directly (N1 of the second compliance
// review): NSE, "Online Dispute Resolution", https://www.nseindia.com/complaints/online-dispute-resolution;
// DBS's investor charter, "Alternatively, the investor may also file a complaint on SMARTODR portal",
// https://dbs.com/in/corporate/solutions/securities-and-fiduciary-services/investor-charter-designated-depository-participant;
// a dispute filed on SMART ODR while pending on SCORES is treated as disposed on SCORES (NCDEX,
// https://ncdex.com/index.php/investor-grievances/online-dispute-redressal-mechanism).
// Insurance: insurer's grievance officer, who should resolve it within two weeks (IRDAI's grievance
// redressal page: "not later than two weeks of receipt of complaint", quoted at
// http://healthinsurancesahihai.com/changes-done-in-hdfc-ergo-optima-restore-with-premium-hike/image-1/;
// the Bima Bharosa FAQ says "within 15 days" and, in its next line, "not resolved within 2 weeks"),
// then IRDAI's Bima Bharosa or 155255 / complaints@irdai.gov.in
// (Bima Bharosa FAQ, https://bimabharosa.irdai.gov.in/Home/FAQ), then the Insurance Ombudsman within a
// year of the insurer's reply (Council for Insurance Ombudsmen FAQ, https://www.cioins.co.in/FAQ_Online).

/** One way to take a complaint further: its name (bold), the sentence, and the words of its link if it has one. */
export type EscalationStep = { term: string; text: string; linkText?: string };

export type GrievanceText = {
  /** The subject of an e-mail to the grievance officer. */
  mailSubject: string;
  officer: {
    heading: string;
    /** {name}, {email}, {phone}, {hours}. */
    text: string;
  };
  raise: {
    heading: string;
    email: {
      heading: string;
      /** {email}, {within} (bold: `within`). */
      text: string;
      within: string;
    };
    call: {
      heading: string;
      /** {name}, {phone}, {hours}. */
      text: string;
    };
  };
  mutualFunds: {
    heading: string;
    intro: string;
    fundHouse: EscalationStep;
    /** {term}, {link}, {arn}. */
    amfi: EscalationStep & { linkText: string };
    scores: EscalationStep & { linkText: string };
    smartOdr: EscalationStep & { linkText: string };
  };
  insurance: {
    heading: string;
    insurer: EscalationStep;
    /** {term}, {link}, {email}. */
    bimaBharosa: EscalationStep & { linkText: string };
    ombudsman: EscalationStep & { linkText: string };
  };
  /** {link}: the privacy notice. */
  privacy: string;
  privacyLink: string;
};

const english: GrievanceText = {
  mailSubject: 'Grievance',
  officer: {
    heading: 'Our grievance officer',
    text: 'Complaints are handled by {name}, our grievance officer: email {email} or call {phone} ({hours}).',
  },
  raise: {
    heading: 'Raise it with us',
    email: {
      heading: 'Step 1: write to us by email',
      text: 'Email {email} with your name, folio, policy number or PAN (the last four characters are enough), the scheme or policy concerned and what went wrong. We acknowledge it. {within}, with a resolution or a clear next step.',
      // The spec's words for the promise (issue 31).
      within: specStrings.grievanceResponse.text,
    },
    call: {
      heading: 'Step 2: call us',
      text: 'If you have not heard from us, or are not satisfied with the reply, call {name} on {phone} ({hours}), who will review the complaint personally and respond within 1-2 business days.',
    },
  },
  mutualFunds: {
    heading: 'Mutual funds: escalate beyond us',
    intro:
      'If a complaint about a mutual fund investment is still not resolved to your satisfaction, you can take it further. You do not need our permission to do so.',
    fundHouse: {
      term: 'The fund house or its registrar',
      text: '{term}: complaints about a transaction, statement or redemption can go straight to the asset management company’s investor service desk, whose contact details are in the scheme documents and on your account statement.',
    },
    amfi: {
      term: 'AMFI',
      text: '{term}: we are registered with the {link}, which issues and can act against a distributor’s ARN. Write to AMFI about our conduct through the investor section of its website, quoting our ARN ({arn}).',
      linkText: 'Association of Mutual Funds in India',
    },
    scores: {
      term: 'SEBI SCORES',
      text: '{term}: lodge a complaint online on {link}, SEBI’s complaints redress system. A complaint there is lodged against an entity SEBI regulates: for a mutual fund transaction, or for the conduct of a distributor (we are registered with AMFI, not with SEBI), that is the mutual fund whose scheme is concerned. The entity has 21 calendar days to resolve it; if you are not satisfied, you can ask for a review, first by a designated body and then by SEBI. Lodge it within one year of what the complaint is about, after taking it to the entity first: SCORES may reject an older complaint.',
      linkText: 'SCORES',
    },
    smartOdr: {
      term: 'SMART ODR',
      text: '{term}: if the mutual fund’s reply does not settle the complaint, you can take it further through SCORES or directly on the {link}, the securities market’s common online dispute resolution platform, where it goes to online conciliation and, if that fails, to arbitration against the same entity. A complaint you file there while it is pending on SCORES is closed on SCORES.',
      linkText: 'SMART ODR portal',
    },
  },
  insurance: {
    heading: 'Insurance: escalate beyond us',
    insurer: {
      term: 'The insurer’s grievance officer',
      text: '{term}: a complaint about a policy or a claim goes to the insurer that issued it, whose grievance redressal officer is named in the policy document. The insurer should resolve it within two weeks of receiving it.',
    },
    bimaBharosa: {
      term: 'IRDAI’s Bima Bharosa',
      text: '{term}: if the insurer has not resolved it within two weeks, or you are unhappy with its reply, register the complaint on {link}, call IRDAI’s toll-free number 155255, or email {email}.',
      linkText: 'Bima Bharosa',
    },
    ombudsman: {
      term: 'The Insurance Ombudsman',
      text: '{term}: if you are still not satisfied, you can complain to the {link} for your area, within one year of the insurer’s final reply.',
      linkText: 'Insurance Ombudsman',
    },
  },
  privacy: 'What we do with the details you send us is explained in our {link}.',
  privacyLink: 'privacy notice',
};

/** IRDAI's complaints address, named on the page in both languages. */
export const IRDAI_COMPLAINTS_EMAIL = 'complaints@irdai.gov.in';

/** The grievance page's words in the page's language. */
export function grievanceText(locale: Locale): GrievanceText {
  return locale === 'hi' ? hindiGrievanceText : english;
}
