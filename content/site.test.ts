import { legalEntityProblems, registrationNumberName } from '@/lib/data/legalEntity';
import { site } from './site';
import { legalEntityLineFor, siteTextFor } from '@/lib/pages/siteWords';

// N2 of the second compliance review: the legal entity the footer and /disclosure/ name.
describe('the firm’s legal entity', () => {
  it('is consistent: a company shows a well-formed CIN, an LLP an LLPIN, a firm or proprietor neither', () => {
    expect(legalEntityProblems(site.legalEntity)).toEqual([]);
  });

  it.each(['en', 'hi'] as const)('is shown as registered, only its kind in the page’s language (%s)', (locale) => {
    const { name, kind, registrationNumber } = site.legalEntity;
    const parts = legalEntityLineFor(locale).split(' · ');
    expect(parts[0]).toBe(name);
    expect(parts[1]).toBe(siteTextFor(locale).legalEntityKinds[kind]);
    const numberName = registrationNumberName(kind);
    expect(parts.slice(2)).toEqual(numberName && registrationNumber ? [`${numberName} ${registrationNumber}`] : []);
  });

  it('has a Hindi word for every kind, none of them English', () => {
    for (const word of Object.values(siteTextFor('hi').legalEntityKinds)) expect(word).toMatch(/[\u0900-\u097F]/);
  });
});
