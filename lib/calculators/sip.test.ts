import { ENGLISH_FIELD_WORDS } from '@/content/en/fieldWords';
import { formatInr } from '../format';
import {
  SIP_DEFAULTS,
  SIP_LIMITS,
  calculateSip,
  formatRate,
  monthlyRate,
  parseSipField,
  sipFromQuery,
  sipMaturity,
  sipQuery,
  sipSchedule,
  sipValueText,
  type SipInput,
} from './sip';

// Every value each slider can take, built from integers so the grid has no float drift (0.1 + 0.2...).
const amounts = Array.from({ length: (50000 - 1000) / 500 + 1 }, (_, i) => 1000 + 500 * i);
const rates = Array.from({ length: (200 - 10) / 1 + 1 }, (_, i) => (10 + i) / 10);
const years = Array.from({ length: 30 }, (_, i) => 1 + i);
// A coarser grid for the properties that compute a whole schedule per point.
const someAmounts = [1000, 1500, 5000, 12500, 25000, 49500, 50000];

/** Independent of the closed form: pay at the start of each month, then grow the balance by one month. */
function simulate({ amount, rate, years: y }: SipInput): number {
  const r = rate / 12 / 100;
  let balance = 0;
  for (let month = 0; month < y * 12; month += 1) balance = (balance + amount) * (1 + r);
  return balance;
}

/**
 * Exact value in rational arithmetic: P x sum_{k=1..n} (1+r)^k with r = tenths/12000, to the
 * millionth of a rupee. No floating point anywhere, so it checks the float formula.
 */
function exactMicroRupees(amount: number, rateTenths: number, y: number): bigint {
  const num = 12000n + BigInt(rateTenths);
  const den = 12000n;
  const n = y * 12;
  let sum = 0n;
  for (let k = 1; k <= n; k += 1) sum += num ** BigInt(k) * den ** BigInt(n - k);
  return (BigInt(amount) * sum * 1_000_000n) / den ** BigInt(n);
}

const relativeGap = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1);

describe('sipMaturity: published and hand-checked references', () => {
  it("matches Zerodha's example: ₹5,000 a month at 12% for 40 years is ₹5,94,12,101", () => {
    const maturity = sipMaturity({ amount: 5000, rate: 12, years: 40 });
    expect(Math.round(maturity)).toBe(59412101);
    expect(formatInr(maturity)).toBe('₹5,94,12,101.18');
  });

  it("matches ClearTax's example: ₹2,000 a month at 12% for 2 years is ₹54,486", () => {
    const maturity = sipMaturity({ amount: 2000, rate: 12, years: 2 });
    expect(Math.round(maturity)).toBe(54486);
    expect(formatInr(maturity)).toBe('₹54,486.40');
  });

  it('gives the smallest corner of the sliders, ₹1,000 at 1% for 1 year, worked by hand', () => {
    // r = 1/12/100 = 0.000833333..., n = 12
    // (1+r)^12 = 1.0100459608871810
    // ((1+r)^12 - 1) / r = 0.0100459608871810 / 0.000833333... = 12.055153064617...
    // x (1+r) = 12.065199025504...; x ₹1,000 = ₹12,065.199025...
    expect(sipMaturity({ amount: 1000, rate: 1, years: 1 })).toBeCloseTo(12065.199025, 5);
    expect(formatInr(sipMaturity({ amount: 1000, rate: 1, years: 1 }))).toBe('₹12,065.20');
  });

  it('gives the largest corner, ₹50,000 at 20% for 30 years, worked by hand', () => {
    // r = 20/12/100 = 1/60 = 0.0166666..., n = 360
    // (1+r)^360 = (61/60)^360 = 383.963963232707...
    // ((1+r)^360 - 1) / r = 382.963963232707 x 60 = 22,977.8377939624...
    // x (1+r) = 22,977.8377939624 x 61/60 = 23,360.8017571951...; x ₹50,000 = ₹1,16,80,40,087.8597...
    const maturity = sipMaturity({ amount: 50000, rate: 20, years: 30 });
    expect(relativeGap(maturity, 1168040087.8597)).toBeLessThan(1e-12);
    expect(formatInr(maturity)).toBe('₹1,16,80,40,087.86');
  });

  it('agrees with exact rational arithmetic at the corners and references', () => {
    const cases: Array<[number, number, number]> = [
      [5000, 120, 40],
      [2000, 120, 2],
      [1000, 10, 1],
      [50000, 200, 30],
      [1000, 200, 30],
      [50000, 10, 1],
      [7500, 87, 17],
    ];
    for (const [amount, tenths, y] of cases) {
      const exact = Number(exactMicroRupees(amount, tenths, y)) / 1e6;
      // Within a thousandth of a paisa, even at ₹116 crore.
      expect(Math.abs(sipMaturity({ amount, rate: tenths / 10, years: y }) - exact)).toBeLessThan(1e-5);
    }
  });

  it('uses r = annual rate / 12 / 100', () => {
    expect(monthlyRate(12)).toBeCloseTo(0.01, 15);
    expect(monthlyRate(1)).toBeCloseTo(1 / 1200, 15);
  });
});

describe('sipMaturity: edges and refusals', () => {
  it('returns the limit P x n at a zero rate instead of 0/0', () => {
    expect(sipMaturity({ amount: 1000, rate: 0, years: 2 })).toBe(24000);
  });

  it('is zero for no time or no money', () => {
    expect(sipMaturity({ amount: 5000, rate: 12, years: 0 })).toBe(0);
    expect(sipMaturity({ amount: 0, rate: 12, years: 10 })).toBe(0);
  });

  it.each([
    [{ amount: Number.NaN, rate: 12, years: 10 }],
    [{ amount: -1, rate: 12, years: 10 }],
    [{ amount: Number.POSITIVE_INFINITY, rate: 12, years: 10 }],
    [{ amount: 5000, rate: Number.NaN, years: 10 }],
    [{ amount: 5000, rate: -1, years: 10 }],
    [{ amount: 5000, rate: 12, years: 1.5 }],
    [{ amount: 5000, rate: 12, years: -1 }],
  ])('refuses %o with a RangeError rather than returning NaN', (input) => {
    expect(() => sipMaturity(input)).toThrow(RangeError);
    expect(() => sipSchedule(input)).toThrow(RangeError);
  });
});

/**
 * Collects the grid points where a property fails, so half a million checks cost milliseconds
 * (an expect() per point would take minutes) and a failure still names the bad points.
 */
function grid() {
  const failures: string[] = [];
  return {
    check(ok: boolean, where: string) {
      if (!ok && failures.length < 20) failures.push(where);
    },
    failures,
  };
}

describe('sipMaturity: properties over every slider position', () => {
  it('is finite and more than what was invested at all 5,67,270 slider positions', () => {
    const { check, failures } = grid();
    for (const amount of amounts)
      for (const rate of rates)
        for (const y of years) {
          const maturity = sipMaturity({ amount, rate, years: y });
          check(Number.isFinite(maturity) && maturity > amount * 12 * y, `${amount}/${rate}/${y}: ${maturity}`);
        }
    expect(amounts.length * rates.length * years.length).toBe(567270);
    expect(failures).toEqual([]);
  });

  it('lies between "each instalment earns one month" and "everything invested on day one"', () => {
    const { check, failures } = grid();
    for (const amount of amounts)
      for (const rate of rates)
        for (const y of years) {
          const r = rate / 1200;
          const invested = amount * 12 * y;
          const maturity = sipMaturity({ amount, rate, years: y });
          check(maturity >= invested * (1 + r) && maturity <= invested * (1 + r) ** (12 * y), `${amount}/${rate}/${y}`);
        }
    expect(failures).toEqual([]);
  });

  // One step up any slider, the others held, must raise the maturity.
  it.each([
    ['monthly amount', 'amount', amounts],
    ['rate', 'rate', rates],
    ['period', 'years', years],
  ] as const)('rises with the %s', (_, field, steps) => {
    const { check, failures } = grid();
    for (const amount of amounts)
      for (const rate of rates)
        for (const y of years) {
          const input = { amount, rate, years: y };
          const below = steps[steps.indexOf(input[field]) - 1];
          if (below !== undefined) check(sipMaturity(input) > sipMaturity({ ...input, [field]: below }), `${amount}/${rate}/${y}`);
        }
    expect(failures).toEqual([]);
  });

  it('is proportional to the monthly amount', () => {
    const { check, failures } = grid();
    for (const rate of rates)
      for (const y of years) {
        const perThousand = sipMaturity({ amount: 1000, rate, years: y });
        for (const amount of amounts)
          check(relativeGap(sipMaturity({ amount, rate, years: y }), (perThousand * amount) / 1000) < 1e-12, `${amount}/${rate}/${y}`);
      }
    expect(failures).toEqual([]);
  });

  it('equals a month-by-month simulation of the instalments', () => {
    const { check, failures } = grid();
    for (const amount of someAmounts)
      for (const rate of rates)
        for (const y of years)
          check(
            relativeGap(sipMaturity({ amount, rate, years: y }), simulate({ amount, rate, years: y })) < 1e-11,
            `${amount}/${rate}/${y}`,
          );
    expect(failures).toEqual([]);
  });
});

describe('sipSchedule and calculateSip', () => {
  it('lists each year with the amount invested so far and the value at its end', () => {
    const schedule = sipSchedule({ amount: 2000, rate: 12, years: 2 });
    expect(schedule).toHaveLength(2);
    expect(schedule[0]).toMatchObject({ year: 1, invested: 24000 });
    // One year of ₹2,000 at 1% a month, paid at the start of each month: 2000 x (1.01^12 - 1)/0.01 x 1.01.
    expect(schedule[0]?.value).toBeCloseTo(25618.656087, 5);
    expect(schedule[1]).toMatchObject({ year: 2, invested: 48000 });
    expect(Math.round(schedule[1]?.value ?? 0)).toBe(54486);
  });

  it('is empty for zero years', () => {
    expect(sipSchedule({ amount: 2000, rate: 12, years: 0 })).toEqual([]);
  });

  it('has, for every grid point, rising rows whose last value is the maturity and gains = value - invested', () => {
    const { check, failures } = grid();
    for (const amount of someAmounts)
      for (const rate of rates)
        for (const y of years) {
          const input = { amount, rate, years: y };
          const where = `${amount}/${rate}/${y}`;
          const result = calculateSip(input);
          const { schedule } = result;
          check(schedule.length === y, `${where}: length`);
          check(schedule.at(-1)?.value === result.maturity && result.maturity === sipMaturity(input), `${where}: last row is the maturity`);
          check(schedule.at(-1)?.invested === result.invested && result.invested === amount * 12 * y, `${where}: invested`);
          check(result.gains === result.maturity - result.invested, `${where}: gains`);
          const growthOfOneYear = (1 + rate / 1200) ** 12;
          schedule.forEach((row, i) => {
            check(row.year === i + 1 && row.invested === amount * 12 * (i + 1), `${where} year ${i + 1}: invested`);
            check(row.gains === row.value - row.invested, `${where} year ${i + 1}: gains`);
            const previous = schedule[i - 1];
            if (!previous) return;
            check(row.value > previous.value && row.gains > previous.gains, `${where} year ${i + 1}: rising`);
            // Last year's pot grows for 12 more months and a fresh year of instalments is added.
            const recurrence = previous.value * growthOfOneYear + (schedule[0]?.value ?? 0);
            check(relativeGap(row.value, recurrence) < 1e-12, `${where} year ${i + 1}: recurrence`);
          });
        }
    expect(failures).toEqual([]);
  });
});

describe('parseSipField', () => {
  it('accepts plain numbers and the ways people write them', () => {
    expect(parseSipField('amount', '5000', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5000 });
    expect(parseSipField('amount', ' ₹5,000 ', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5000 });
    expect(parseSipField('amount', 'Rs. 25,000', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 25000 });
    expect(parseSipField('amount', '5250', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5250 });
    expect(parseSipField('amount', '5000.00', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5000 });
    expect(parseSipField('rate', '12.5%', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 12.5 });
    expect(parseSipField('rate', '12.', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 12 });
    expect(parseSipField('rate', '.5e1', ENGLISH_FIELD_WORDS)).toMatchObject({ ok: false });
    expect(parseSipField('years', '10', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 10 });
    expect(parseSipField('years', '10.0', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 10 });
  });

  it('accepts both ends of each range', () => {
    for (const field of ['amount', 'rate', 'years'] as const) {
      const { min, max } = SIP_LIMITS[field];
      expect(parseSipField(field, String(min), ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: min });
      expect(parseSipField(field, String(max), ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: max });
    }
  });

  it.each([
    ['amount', '', 'Enter a monthly investment, for example 5000.'],
    ['amount', '   ', 'Enter a monthly investment, for example 5000.'],
    ['amount', 'abc', 'Enter the monthly investment in digits, for example 5000.'],
    ['amount', '₹', 'Enter the monthly investment in digits, for example 5000.'],
    ['amount', '1e4', 'Enter the monthly investment in digits, for example 5000.'],
    ['amount', '5,000.5', 'Enter the monthly investment in whole rupees.'],
    ['amount', '999', 'The monthly investment must be at least ₹1,000.'],
    ['amount', '-5000', 'The monthly investment must be at least ₹1,000.'],
    ['amount', '50001', 'The monthly investment can be at most ₹50,000.'],
    ['amount', '99999999999999999999999', 'The monthly investment can be at most ₹50,000.'],
    ['rate', '', 'Enter the return rate you assume, for example 12.'],
    ['rate', '12..5', 'Enter the return rate as a number, for example 12 or 12.5.'],
    ['rate', 'NaN', 'Enter the return rate as a number, for example 12 or 12.5.'],
    ['rate', 'Infinity', 'Enter the return rate as a number, for example 12 or 12.5.'],
    ['rate', '0', 'The return rate must be at least 1% a year; it cannot be zero.'],
    ['rate', '0.9', 'The return rate must be at least 1% a year; it cannot be zero.'],
    ['rate', '20.1', 'The return rate can be at most 20% a year.'],
    ['rate', '12.25', 'Use at most one decimal place for the return rate, for example 12.5.'],
    ['years', '', 'Enter a time period in years, for example 10.'],
    ['years', 'ten', 'Enter the time period in digits, for example 10.'],
    ['years', '0', 'The time period must be at least 1 year.'],
    ['years', '31', 'The time period can be at most 30 years.'],
    ['years', '2.5', 'Enter the time period in whole years.'],
  ] as const)('refuses %s "%s": %s', (field, raw, message) => {
    expect(parseSipField(field, raw, ENGLISH_FIELD_WORDS)).toEqual({ ok: false, message });
  });

  it('accepts every slider position written out, and the value it reads is the position', () => {
    for (const amount of amounts) expect(parseSipField('amount', String(amount), ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: amount });
    for (const rate of rates) expect(parseSipField('rate', String(rate), ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: rate });
    for (const y of years) expect(parseSipField('years', String(y), ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: y });
  });
});

describe('sipValueText and formatRate', () => {
  it('reads values as money, percent and years', () => {
    expect(sipValueText('amount', 5000, ENGLISH_FIELD_WORDS)).toBe('₹5,000 per month');
    expect(sipValueText('amount', 50000, ENGLISH_FIELD_WORDS)).toBe('₹50,000 per month');
    expect(sipValueText('rate', 12, ENGLISH_FIELD_WORDS)).toBe('12% per year');
    expect(sipValueText('rate', 12.3, ENGLISH_FIELD_WORDS)).toBe('12.3% per year');
    expect(sipValueText('years', 1, ENGLISH_FIELD_WORDS)).toBe('1 year');
    expect(sipValueText('years', 30, ENGLISH_FIELD_WORDS)).toBe('30 years');
  });

  it('drops float noise from a 0.1-step slider', () => {
    expect(formatRate(0.1 + 0.2)).toBe('0.3');
    expect(formatRate(12.300000000000001)).toBe('12.3');
    expect(formatRate(20)).toBe('20');
  });
});

describe('sharing through the query string', () => {
  it('writes the three inputs', () => {
    expect(sipQuery({ amount: 5000, rate: 12, years: 10 })).toBe('amount=5000&rate=12&years=10');
    expect(sipQuery({ amount: 1500, rate: 7.000000000000001, years: 1 })).toBe('amount=1500&rate=7&years=1');
  });

  it('reads back what it wrote, for every amount and rate', () => {
    const { check, failures } = grid();
    for (const amount of amounts)
      for (const rate of rates)
        for (const y of [1, 15, 30]) {
          const { complete } = sipFromQuery(`?${sipQuery({ amount, rate, years: y })}`, ENGLISH_FIELD_WORDS);
          check(complete?.amount === amount && complete.rate === rate && complete.years === y, `${amount}/${rate}/${y}`);
        }
    expect(failures).toEqual([]);
  });

  it('keeps the valid fields and ignores junk, so a partial link fills what it can', () => {
    expect(sipFromQuery('?amount=5000&rate=abc&years=99', ENGLISH_FIELD_WORDS)).toEqual({ values: { amount: 5000 }, complete: null });
    expect(sipFromQuery('?rate=0', ENGLISH_FIELD_WORDS)).toEqual({ values: {}, complete: null });
    expect(sipFromQuery('', ENGLISH_FIELD_WORDS)).toEqual({ values: {}, complete: null });
    expect(sipFromQuery('?amount=&rate=&years=', ENGLISH_FIELD_WORDS)).toEqual({ values: {}, complete: null });
    expect(sipFromQuery('?amount=%3Cscript%3E&years=10&utm_source=x', ENGLISH_FIELD_WORDS)).toEqual({
      values: { years: 10 },
      complete: null,
    });
  });

  it('has defaults that are the sliders’ defaults', () => {
    expect(SIP_DEFAULTS).toEqual({ amount: 1000, rate: 1, years: 1 });
  });
});
