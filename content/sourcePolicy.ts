// Which sources the investor-education library may cite (docs/library-content.md, "Sources"), as data
// the library's check reads at build (lib/library/library.ts). A domain covers its sub-domains
// ("irdai.gov.in" covers "bimabharosa.irdai.gov.in"). Every topic cites at least one primary source:
// the regulator's, exchange's, AMFI's, registrar's or the statute's own page, so a reader (and the
// compliance officer) can check the rule where it is made. News may stand beside it, never instead.

/** A host named by its domain, with who runs it or why it is refused. */
type SourceHost = { domain: string; note: string };

export type SourcePolicy = {
  /** Where the rules are made or kept: one of these in every topic's sources. */
  primary: readonly SourceHost[];
  /** Hosts no topic may cite: copies, mirrors and reposts whose text may differ from the original or vanish. */
  refused: readonly SourceHost[];
  /** Host names that give a pre-production or staging copy away, whatever the domain. */
  refusedPatterns: readonly { pattern: RegExp; note: string }[];
};

export const sourcePolicy: SourcePolicy = {
  primary: [
    // Regulators
    { domain: 'sebi.gov.in', note: 'SEBI (circulars, master circulars, SCORES, investor site)' },
    { domain: 'irdai.gov.in', note: 'IRDAI (regulations, circulars, Bima Bharosa)' },
    { domain: 'rbi.org.in', note: 'Reserve Bank of India' },
    { domain: 'pfrda.org.in', note: 'PFRDA' },
    // AMFI and its investor-awareness site
    { domain: 'amfiindia.com', note: 'AMFI' },
    { domain: 'mutualfundssahihai.com', note: 'AMFI’s Mutual Funds Sahi Hai campaign' },
    // Exchanges and depositories
    { domain: 'nseindia.com', note: 'National Stock Exchange' },
    { domain: 'bseindia.com', note: 'BSE' },
    { domain: 'nsdl.co.in', note: 'NSDL' },
    { domain: 'cdslindia.com', note: 'CDSL' },
    // Registrars, KRAs and MF Central
    { domain: 'mfcentral.com', note: 'MF Central (the RTAs’ joint platform)' },
    { domain: 'camsonline.com', note: 'CAMS (RTA)' },
    { domain: 'kfintech.com', note: 'KFin Technologies (RTA)' },
    { domain: 'camskra.com', note: 'CAMS KRA' },
    { domain: 'cvlkra.com', note: 'CVL KRA' },
    { domain: 'ndml.in', note: 'NSDL Data Management (KRA)' },
    { domain: 'kra.ndml.in', note: 'NDML KRA' },
    // Statutes, gazettes, ministries and the tax department
    { domain: 'indiacode.nic.in', note: 'India Code (the Acts as in force)' },
    { domain: 'egazette.gov.in', note: 'The Gazette of India' },
    { domain: 'egazette.nic.in', note: 'The Gazette of India' },
    { domain: 'incometaxindia.gov.in', note: 'Income Tax Department (CBDT)' },
    { domain: 'incometax.gov.in', note: 'Income Tax Department e-filing portal' },
    { domain: 'pib.gov.in', note: 'Press Information Bureau' },
    { domain: 'finmin.nic.in', note: 'Ministry of Finance' },
    { domain: 'financialservices.gov.in', note: 'Department of Financial Services' },
    { domain: 'dea.gov.in', note: 'Department of Economic Affairs' },
    { domain: 'mca.gov.in', note: 'Ministry of Corporate Affairs' },
    { domain: 'indiabudget.gov.in', note: 'Union Budget documents' },
    // Grievance bodies and payment and identity infrastructure
    { domain: 'cioins.co.in', note: 'Council for Insurance Ombudsmen' },
    { domain: 'smartodr.in', note: 'SMART ODR (the securities market’s online dispute resolution portal)' },
    { domain: 'npci.org.in', note: 'NPCI' },
    { domain: 'uidai.gov.in', note: 'UIDAI' },
    { domain: 'npstrust.org.in', note: 'NPS Trust' },
    { domain: 'nsiindia.gov.in', note: 'National Savings Institute' },
    { domain: 'indiapost.gov.in', note: 'India Post (small savings schemes)' },
  ],
  refused: [
    { domain: 'cloudfront.net', note: 'a raw CDN host: cite the site it serves (for example www.mutualfundssahihai.com)' },
    { domain: 'amazonaws.com', note: 'a raw cloud storage host: cite the site it serves' },
    { domain: 'azureedge.net', note: 'a raw CDN host: cite the site it serves' },
    { domain: 'akamaized.net', note: 'a raw CDN host: cite the site it serves' },
    { domain: 'googleusercontent.com', note: 'a raw storage host: cite the site it serves' },
    { domain: 'origin-pre-prod.livemint.com', note: 'a pre-production mirror of Mint: cite www.livemint.com' },
    { domain: 'kryslliotech.com', note: 'a re-hosted copy of another publisher’s text: cite the original' },
    { domain: 'newsnews.org', note: 'an aggregator repost: cite the original report or the regulator' },
    { domain: 'webnotes.in', note: 'a wiki-style blog: cite the regulator, AMFI or the registrar' },
  ],
  refusedPatterns: [
    { pattern: /(?:^|[.-])(?:pre-?prod|staging|stage|uat|dev)[.-]/i, note: 'a pre-production or staging copy: cite the public site' },
  ],
};
