import { site } from '@/content/site';
import { siteText } from '@/content/en/site';
import {
  copyrightYears,
  formatAddress,
  formatGrouped,
  formatInr,
  formatInrWords,
  formatInsuranceRegistration,
  formatRegulatoryDate,
} from './format';
import { LOCALE_TABLE, LOCALES } from './i18n/locale';

describe('formatAddress', () => {
  const address = site.address;
  const cityLine = `${address.city} ${address.pincode}`;

  it('writes the lines in envelope order with the PIN after the city', () => {
    expect(formatAddress(address)).toBe(
      [address.line1, address.line2, address.locality, cityLine, address.state, address.country].filter(Boolean).join(', '),
    );
    expect(formatAddress(address).indexOf(address.pincode)).toBeGreaterThan(formatAddress(address).indexOf(address.city));
  });

  it('leaves out a missing second line without a double comma', () => {
    expect(formatAddress({ ...address, line2: undefined })).toBe(
      [address.line1, address.locality, cityLine, address.state, address.country].join(', '),
    );
    expect(formatAddress({ ...address, line2: undefined })).not.toContain(', ,');
  });
});

describe('formatRegulatoryDate', () => {
  it('writes DD-Mon-YYYY', () => {
    expect(formatRegulatoryDate('2027-01-29')).toBe('29-Jan-2027');
    expect(formatRegulatoryDate('2024-12-01')).toBe('01-Dec-2024');
  });

  it('does not shift the day whatever the time zone (the date is read as UTC)', () => {
    expect(formatRegulatoryDate('2025-03-31')).toBe('31-Mar-2025');
    expect(formatRegulatoryDate('2024-02-29')).toBe('29-Feb-2024');
  });
});

describe('formatInr', () => {
  it('groups the Indian way with two decimals', () => {
    expect(formatInr(123456.78)).toBe('₹1,23,456.78');
    expect(formatInr(59412101.17677)).toBe('₹5,94,12,101.18');
    expect(formatInr(1168040087.8597)).toBe('₹1,16,80,40,087.86');
    expect(formatInr(1000)).toBe('₹1,000.00');
    expect(formatInr(999.999)).toBe('₹1,000.00');
    expect(formatInr(0.5)).toBe('₹0.50');
  });

  it('starts at ₹0.00 and never prints a negative zero', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(-0)).toBe('₹0.00');
  });

  it('drops the paise when asked', () => {
    expect(formatInr(54486.399, { paise: false })).toBe('₹54,486');
    expect(formatInr(50000, { paise: false })).toBe('₹50,000');
    expect(formatInr(1234567.5, { paise: false })).toBe('₹12,34,568');
  });

  it('refuses NaN and Infinity instead of printing them', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatInrWords', () => {
  it('says crore and lakh', () => {
    expect(formatInrWords(59412101.18)).toBe('₹5.94 crore');
    expect(formatInrWords(1168040087.86)).toBe('₹116.8 crore');
    expect(formatInrWords(1207000)).toBe('₹12.07 lakh');
    expect(formatInrWords(100000)).toBe('₹1 lakh');
    expect(formatInrWords(10000000)).toBe('₹1 crore');
    expect(formatInrWords(123456789012)).toBe('₹12,345.68 crore');
  });

  it('gives the rupee figure below a lakh', () => {
    expect(formatInrWords(54486.4)).toBe('₹54,486');
    expect(formatInrWords(0)).toBe('₹0');
  });

  it('picks the unit after rounding, so nothing reads "100 lakh" or "1 lakh" too early', () => {
    expect(formatInrWords(9999999)).toBe('₹1 crore');
    expect(formatInrWords(9949999)).toBe('₹99.5 lakh');
    expect(formatInrWords(99999.4)).toBe('₹1 lakh');
    expect(formatInrWords(99499)).toBe('₹99,499');
  });

  it('keeps the sign of a loss', () => {
    expect(formatInrWords(-2500000)).toBe('-₹25 lakh');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => formatInrWords(Number.NaN)).toThrow(RangeError);
    expect(() => formatInrWords(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

it('writes an insurance registration with its kind, category, number and validity', () => {
  const words = siteText.insuranceRegistration;
  expect(
    formatInsuranceRegistration(
      { kind: 'Corporate agent', category: 'Life', number: 'CA0123', validTill: '2028-03-31' },
      { locale: 'en', words },
    ),
  ).toBe('Corporate agent (Life), IRDAI registration CA0123, valid till 31-Mar-2028');
});

describe('formatGrouped', () => {
  it.each(LOCALES)('groups the Indian way in Latin digits on the %s edition, by its locale table entry', (locale) => {
    expect(formatGrouped(100000, LOCALE_TABLE[locale].intlLocale)).toBe('1,00,000');
    expect(formatGrouped(12345678.5, LOCALE_TABLE[locale].intlLocale)).toBe('1,23,45,678.5');
  });
});

describe('copyrightYears', () => {
  test('runs from the first year to the build year', () => {
    expect(copyrightYears(2024, 2026)).toBe('2024–2026');
  });
  test('is one year in the first year (or a clock behind the first year)', () => {
    expect(copyrightYears(2026, 2026)).toBe('2026');
    expect(copyrightYears(2026, 2025)).toBe('2026');
  });
});

describe('Hindi pages', () => {
  it('write lakh and crore in Hindi with the same Latin figures', () => {
    expect(formatInrWords(5_94_00_000, 'hi')).toBe('₹5.94 करोड़');
    expect(formatInrWords(12_07_000, 'hi')).toBe('₹12.07 लाख');
    expect(formatInrWords(54_486, 'hi')).toBe(formatInrWords(54_486, 'en'));
  });

  it('write an insurance registration with the words they are given and a Hindi date', () => {
    const words = {
      kinds: { 'Individual agent': 'IA', POSP: 'P', 'Corporate agent': 'CA-words', 'Insurance broker': 'IB' },
      categories: { Life: 'L-words', General: 'G', Health: 'H', Composite: 'C' },
      line: '{number}: {kind} / {category} / {validTill}',
    };
    expect(
      formatInsuranceRegistration(
        { kind: 'Corporate agent', category: 'Life', number: 'CA0123', validTill: '2028-03-31' },
        { locale: 'hi', words },
      ),
    ).toBe('CA0123: CA-words / L-words / 31 मार्च 2028');
  });

  it('write dates in Hindi, digits Latin', () => {
    expect(formatRegulatoryDate('2027-01-29', 'hi')).toBe('29 जनवरी 2027');
    expect(formatRegulatoryDate('2027-01-29')).toBe('29-Jan-2027');
  });
});
