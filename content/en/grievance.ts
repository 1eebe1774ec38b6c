import type { GrievanceText } from '../grievance';
import { specStrings } from '../specStrings';

// The grievance redressal page in English (each text's role and sources: content/grievance.ts).
export const grievanceText: GrievanceText = {
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
      // The spec's words for the promise, read from the one record of them so they cannot drift.
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
