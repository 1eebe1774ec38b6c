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

/** IRDAI's complaints address, named on the page in both languages. */
export const IRDAI_COMPLAINTS_EMAIL = 'complaints@irdai.gov.in';
