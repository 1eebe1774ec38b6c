// The disclosure at /disclosure/: the words around the firm's registered facts (content/site.ts), the
// commission figures (content/commissions.ts) and the regulators' lines. A {placeholder} in a sentence
// is filled by the page with a figure or a link; each language places it where its grammar wants it.

export type DisclosureText = {
  registered: {
    heading: string;
    /** {name}, {tagline}, {arn}, {validTill}, {link} (to AMFI's distributor search). */
    statement: string;
    distributorSearch: string;
    /** {name}: the trading name; {entity}: the legal entity's line (legalEntityLineFor): name, kind, CIN or LLPIN. */
    legalEntity: string;
    /** {link}: the AMFI code of conduct. */
    notAdviser: string;
    codeOfConduct: string;
  };
  people: { heading: string; text: string; caption: string; columns: readonly [string, string] };
  insurance: {
    heading: string;
    labels: { registeredAs: string; category: string; principalOfficer: string; number: string; validTill: string; insurers: string };
    /** Follows IRDAI's solicitation line. */
    policyTerms: string;
  };
  fundHouses: {
    heading: string;
    /** {count}: how many fund houses. */
    intro: string;
  };
  hours: {
    heading: string;
    /** {officeLabel}, {office}, {contactLabel}, {contact}. */
    text: string;
  };
  pay: {
    heading: string;
    /** {regularPlansOnly}, {trailBasis}. */
    text: string;
    caption: string;
    columns: readonly [string, string];
    exactRate: string;
  };
  risk: { heading: string; text: string };
};
