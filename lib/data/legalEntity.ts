// The firm's legal entity: what it is and the number the Registrar of Companies gave it. A company's
// official publications carry its name and CIN (Companies Act, 2013, s.12(3)(c)), an LLP's its LLPIN;
// a partnership firm or a proprietor has neither (N2 of the second compliance review).
//
// Formats, from the Ministry of Corporate Affairs' numbering as explained by CA Club India,
// https://www.caclubindia.com/articles/corporate-identity-number-cin--25559.asp, and LegalX India,
// https://www.legalxindia.com/glossary/corporate-identification-number: a CIN is 21 characters,
// L or U (listed or not), a five-digit industry code, a two-letter state code, the four-digit year of
// incorporation, a three-letter class (PTC, PLC, OPC ...) and a six-digit registration number
// (U72900KA2008PTC046374). An LLPIN is three letters, a hyphen and four digits (AAB-9032; Infyner,
// https://www.infyner.com/research/what-is-llpin).

export const LEGAL_ENTITY_KINDS = ['company', 'llp', 'partnership', 'proprietor'] as const;
export type LegalEntityKind = (typeof LEGAL_ENTITY_KINDS)[number];

export type LegalEntity = {
  /** The name as registered ("… Private Limited", "… LLP"), which may differ from the trading name. */
  name: string;
  kind: LegalEntityKind;
  /** The CIN of a company or the LLPIN of an LLP; null for a partnership firm or a proprietor. */
  registrationNumber: string | null;
};

export const CIN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
export const LLPIN = /^[A-Z]{3}-\d{4}$/;

export const isCin = (value: string): boolean => CIN.test(value);
export const isLlpin = (value: string): boolean => LLPIN.test(value);

/** The name of the number each kind of entity carries, or null when it has none. */
export function registrationNumberName(kind: LegalEntityKind): 'CIN' | 'LLPIN' | null {
  if (kind === 'company') return 'CIN';
  if (kind === 'llp') return 'LLPIN';
  return null;
}

/**
 * What the site still lacks of what a company's website must carry: the link to its annual return
 * (Companies Act, 2013, section 92(3), as substituted in 2017: "the web-link of such annual return
 * shall be disclosed in the board's report"; a company with a website places the return on it; CorpMate,
 * https://corpmate.in/website-compliance/). An LLP, a partnership or a proprietor files no such return.
 */
export function annualReturnProblems(kind: LegalEntityKind, annualReturnUrl: string | undefined): string[] {
  if (kind !== 'company' || annualReturnUrl) return [];
  return ['annualReturnUrl is not set: a company with a website links its latest annual return (form MGT-7 or MGT-7A) there.'];
}

/** What is wrong with an entity's record, one sentence each; empty when it is consistent. */
export function legalEntityProblems(entity: LegalEntity): string[] {
  const problems: string[] = [];
  if (!entity.name.trim()) problems.push('The legal name is empty.');
  const number = entity.registrationNumber;
  const expected = registrationNumberName(entity.kind);
  if (expected === null) {
    if (number !== null) problems.push(`A ${entity.kind} has no CIN or LLPIN: set registrationNumber to null.`);
  } else if (number === null) {
    problems.push(`${entity.kind === 'llp' ? 'An LLP' : 'A company'} must show its ${expected}.`);
  } else if (expected === 'CIN' && !isCin(number)) {
    problems.push(`"${number}" is not a CIN: 21 characters, such as U66190MH2024PTC123456.`);
  } else if (expected === 'LLPIN' && !isLlpin(number)) {
    problems.push(`"${number}" is not an LLPIN: three letters, a hyphen and four digits, such as AAB-1234.`);
  }
  return problems;
}
