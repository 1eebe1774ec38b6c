import { annualReturnProblems, isCin, isLlpin, legalEntityProblems, registrationNumberName } from './legalEntity';

describe('annualReturnProblems', () => {
  it('asks a company for the link to its annual return until it is set', () => {
    expect(annualReturnProblems('company', undefined)).toHaveLength(1);
    expect(annualReturnProblems('company', 'https://www.example.in/annual-return.pdf')).toEqual([]);
  });

  it('asks nothing of an entity that files no annual return', () => {
    for (const kind of ['llp', 'partnership', 'proprietor'] as const) expect(annualReturnProblems(kind, undefined)).toEqual([]);
  });
});

describe('isCin', () => {
  it('accepts 21-character CINs of listed and unlisted companies', () => {
    expect(isCin('U72900KA2008PTC046374')).toBe(true);
    expect(isCin('L52399MH1987PLC044954')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of [
      '',
      'U72900KA2008PTC04637', // 20 characters
      'U72900KA2008PTC0463745', // 22
      'X72900KA2008PTC046374', // neither L nor U
      'U7290AKA2008PTC046374', // a letter in the industry code
      'U72900K12008PTC046374', // a digit in the state code
      'U72900KA20O8PTC046374', // a letter O in the year
      'U72900KA2008P1C046374', // a digit in the class
      'u72900ka2008ptc046374', // lower case
      'U72900-KA-2008-PTC-046374',
      'AAB-1234',
    ])
      expect(isCin(value)).toBe(false);
  });
});

describe('isLlpin', () => {
  it('accepts three letters, a hyphen and four digits', () => {
    expect(isLlpin('AAB-9032')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of ['', 'AAB9032', 'AA-9032', 'AAB-903', 'AAB-90321', 'aab-9032', '1AB-9032', 'U72900KA2008PTC046374'])
      expect(isLlpin(value)).toBe(false);
  });
});

describe('legalEntityProblems', () => {
  it('passes a company with a CIN, an LLP with an LLPIN, and a firm or proprietor with neither', () => {
    expect(legalEntityProblems({ name: 'A Private Limited', kind: 'company', registrationNumber: 'U72900KA2008PTC046374' })).toEqual([]);
    expect(legalEntityProblems({ name: 'A LLP', kind: 'llp', registrationNumber: 'AAB-9032' })).toEqual([]);
    expect(legalEntityProblems({ name: 'A & Co.', kind: 'partnership', registrationNumber: null })).toEqual([]);
    expect(legalEntityProblems({ name: 'A', kind: 'proprietor', registrationNumber: null })).toEqual([]);
  });

  it('names a missing, malformed or mismatched number', () => {
    expect(legalEntityProblems({ name: 'A', kind: 'company', registrationNumber: null })).toEqual(['A company must show its CIN.']);
    expect(legalEntityProblems({ name: 'A', kind: 'llp', registrationNumber: null })).toEqual(['An LLP must show its LLPIN.']);
    expect(legalEntityProblems({ name: 'A', kind: 'company', registrationNumber: 'AAB-9032' })[0]).toMatch(/"AAB-9032" is not a CIN/);
    expect(legalEntityProblems({ name: 'A', kind: 'llp', registrationNumber: 'U72900KA2008PTC046374' })[0]).toMatch(/is not an LLPIN/);
    expect(legalEntityProblems({ name: 'A', kind: 'partnership', registrationNumber: 'AAB-9032' })[0]).toMatch(/has no CIN or LLPIN/);
    expect(legalEntityProblems({ name: ' ', kind: 'proprietor', registrationNumber: null })).toEqual(['The legal name is empty.']);
  });

  it('names the number each kind carries', () => {
    expect(registrationNumberName('company')).toBe('CIN');
    expect(registrationNumberName('llp')).toBe('LLPIN');
    expect(registrationNumberName('partnership')).toBeNull();
    expect(registrationNumberName('proprietor')).toBeNull();
  });
});
