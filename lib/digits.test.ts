import { ENGLISH_FIELD_WORDS } from '@/content/en/fieldWords';
import { INDIAN_NUMBERING_SYSTEMS, latinDigits } from './digits';
import { LUMPSUM_FIELDS } from './calculators/lumpsum';
import { parseNumberField } from './calculators/numberField';
import { phoneE164, phoneProblem } from './phone';

// An independent oracle: in Unicode each of these scripts has its ten digits in a row from its zero
// (the Unicode Character Database, General Category Nd), so digit d is the zero's code point plus d.
const UNICODE_ZERO: Readonly<Record<string, number>> = {
  deva: 0x0966,
  beng: 0x09e6,
  guru: 0x0a66,
  gujr: 0x0ae6,
  orya: 0x0b66,
  tamldec: 0x0be6,
  telu: 0x0c66,
  knda: 0x0ce6,
  mlym: 0x0d66,
  olck: 0x1c50,
  mtei: 0xabf0,
  arabext: 0x06f0,
  limb: 0x1946,
  lepc: 0x1c40,
  tirh: 0x114d0,
  modi: 0x11650,
  takr: 0x116c0,
  shrd: 0x111d0,
  sora: 0x110f0,
  wcho: 0x1e2f0,
  gonm: 0x11d50,
  gong: 0x11da0,
  ahom: 0x11730,
};

/** A Latin number written in a script's digits, by the oracle. */
const inScript = (system: string, latin: string) =>
  latin.replace(/[0-9]/g, (d) => String.fromCodePoint((UNICODE_ZERO[system] ?? NaN) + Number(d)));

const SYSTEMS = INDIAN_NUMBERING_SYSTEMS.split(' ');

it('knows the zero of every system it reads, and reads no system twice', () => {
  expect([...SYSTEMS].sort()).toEqual(Object.keys(UNICODE_ZERO).sort());
});

describe.each(SYSTEMS)('digits of %s', (system) => {
  it('are the ten digits Unicode gives the script, as Intl writes them', () => {
    const format = new Intl.NumberFormat('en', { numberingSystem: system });
    expect(format.resolvedOptions().numberingSystem).toBe(system);
    for (let d = 0; d < 10; d++) expect(format.format(d)).toBe(inScript(system, String(d)));
  });

  it('read as the same number in a number field and in the phone field', () => {
    expect(latinDigits(inScript(system, '1234567890'))).toBe('1234567890');
    const amount = LUMPSUM_FIELDS.amount;
    expect(parseNumberField(amount, inScript(system, `${amount.example}`), ENGLISH_FIELD_WORDS)).toEqual(
      parseNumberField(amount, amount.example, ENGLISH_FIELD_WORDS),
    );
    expect(parseNumberField(amount, `₹${inScript(system, '1,00,000')}`, ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 100000 });
    const phone = '+91 98765 43210';
    expect(phoneProblem(inScript(system, phone))).toBeUndefined();
    expect(phoneE164(inScript(system, phone))).toBe(phoneE164(phone));
  });
});

it('reads the digits of the issue: १००० is 1000, a decimal point and Latin digits mixed in as well', () => {
  expect(latinDigits('\u0967\u0966\u0966\u0966')).toBe('1000');
  expect(latinDigits('१२.५ %')).toBe('12.5 %');
  expect(latinDigits('1०0')).toBe('100');
});

it('leaves digits of scripts it does not read, and everything else, as they are', () => {
  // Thai digits are not an Indian script's: the field says it wants digits rather than guessing.
  expect(latinDigits('๑๐๐๐')).toBe('๑๐๐๐');
  expect(latinDigits('₹ 5,000 / month')).toBe('₹ 5,000 / month');
  expect(parseNumberField(LUMPSUM_FIELDS.amount, '๑๐๐๐', ENGLISH_FIELD_WORDS).ok).toBe(false);
});
