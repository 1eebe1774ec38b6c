import { costOfDelay } from './costOfDelay';
import { formatInr } from '../format';
import { goal } from './goal';
import { futureCost, todaysRupees } from './inflation';
import { lumpsum } from './lumpsum';
import { regularVsDirect } from './regularVsDirect';
import { retirement } from './retirement';
import { sipMaturity } from './sip';
import { instalmentInYear, stepUpSip } from './stepUpSip';
import { swp } from './swp';

// The reference figures, worked with the textbook formulas rather than this code, as the pages must show them (whole rupees, Indian grouping), and
// corners worked by hand.

const rupees = (amount: number) => formatInr(amount, { paise: false });

describe('the reference figures', () => {
  it('step-up: ₹5,000 / 12% / 5 years / 10% -> ₹4,92,285 from ₹3,66,306 invested (flat ₹4,12,432)', () => {
    const result = stepUpSip({ amount: 5000, rate: 12, years: 5, stepup: 10 });
    expect(rupees(result.maturity)).toBe('₹4,92,285');
    expect(rupees(result.invested)).toBe('₹3,66,306');
    expect(rupees(stepUpSip({ amount: 5000, rate: 12, years: 5, stepup: 0 }).maturity)).toBe('₹4,12,432');
  });

  it('lumpsum: ₹1,00,000 / 12% / 10 years -> ₹3,10,585', () => {
    expect(rupees(lumpsum({ amount: 100000, rate: 12, years: 10 }).maturity)).toBe('₹3,10,585');
  });

  it('goal: ₹25,00,000 / 15 years / 8% inflation / 12% -> ₹79,30,423, SIP ₹15,717, lumpsum ₹14,48,859', () => {
    const result = goal({ cost: 2500000, years: 15, inflation: 8, rate: 12, saved: 0 });
    expect(rupees(result.futureCost)).toBe('₹79,30,423');
    expect(rupees(result.monthlySip)).toBe('₹15,717');
    expect(rupees(result.lumpsum)).toBe('₹14,48,859');
  });

  it('cost of delay: ₹5,000 / 12% / 20 years / 1 year late -> ₹49,95,740 against ₹43,76,627', () => {
    const result = costOfDelay({ amount: 5000, rate: 12, years: 20, delay: 1 });
    expect(rupees(result.now)).toBe('₹49,95,740');
    expect(rupees(result.later)).toBe('₹43,76,627');
    expect(rupees(result.cost)).toBe('₹6,19,113');
  });
});

describe('corners worked by hand', () => {
  it('a 0% step-up is the flat SIP, year by year', () => {
    for (const years of [1, 7, 30]) {
      const flat = stepUpSip({ amount: 3000, rate: 9, years, stepup: 0 });
      expect(flat.maturity).toBeCloseTo(sipMaturity({ amount: 3000, rate: 9, years }), 6);
      expect(flat.invested).toBe(3000 * 12 * years);
    }
  });

  it('raises the instalment once a year, by a percentage or a fixed sum, without rounding', () => {
    const input = { amount: 5000, rate: 12, years: 5, stepup: 10 };
    const instalments = [1, 2, 3, 4, 5].map((year) => instalmentInYear(input, year));
    [5000, 5500, 6050, 6655, 7320.5].forEach((expected, i) => expect(instalments[i]).toBeCloseTo(expected, 9));
    expect(instalmentInYear({ ...input, stepup: 500, stepupIn: 'rupees' }, 3)).toBe(6000);
  });

  it('at zero inflation, today’s rupees are the same rupees and a goal costs what it costs today', () => {
    expect(todaysRupees(123456.78, 0, 20)).toBe(123456.78);
    expect(futureCost(2500000, 0, 15)).toBe(2500000);
    expect(goal({ cost: 2500000, years: 15, inflation: 0, rate: 12, saved: 0 }).futureCost).toBe(2500000);
  });

  it('a lumpsum at 10% for 2 years is 1.21 times the amount', () => {
    expect(lumpsum({ amount: 100000, rate: 10, years: 2 }).maturity).toBeCloseTo(121000, 6);
  });

  it('an SWP that runs out: ₹1,00,000 at 0% paying ₹30,000 a month lasts 3 months, then pays the last ₹10,000', () => {
    const result = swp({ corpus: 100000, withdrawal: 30000, rate: 0, years: 1 });
    expect(result.monthsLasting).toBe(3);
    expect(result.withdrawn).toBe(100000);
    expect(result.balance).toBe(0);
    expect(result.schedule).toEqual([{ year: 1, withdrawn: 100000, balance: 0 }]);
  });

  it('an SWP paying exactly the interest keeps the corpus whole', () => {
    const corpus = 1200000;
    const monthly = corpus * (1.12 ** (1 / 12) - 1);
    const result = swp({ corpus, withdrawal: monthly, rate: 12, years: 10 });
    expect(result.monthsLasting).toBeNull();
    expect(result.balance).toBeCloseTo(corpus, 4);
  });

  it('a goal the savings already cover needs no SIP and no lumpsum', () => {
    const result = goal({ cost: 100000, years: 5, inflation: 6, rate: 12, saved: 100000 });
    expect(result.shortfall).toBe(0);
    expect(result.monthlySip).toBe(0);
    expect(result.lumpsum).toBe(0);
  });

  it('retirement: at a zero real rate the corpus is simply the years of expenses at retirement prices', () => {
    const result = retirement({ age: 40, retireAt: 60, lifeTo: 80, expense: 40000, inflation: 6, preRate: 10, postRate: 6 });
    expect(result.realRate).toBe(0);
    expect(result.corpus).toBeCloseTo(12 * 40000 * 1.06 ** 20 * 20, 4);
    expect(() => retirement({ age: 60, retireAt: 60, lifeTo: 80, expense: 40000, inflation: 6, preRate: 10, postRate: 6 })).toThrow(
      RangeError,
    );
  });

  it('Regular vs Direct: no gap costs nothing; a lumpsum’s difference is P((1+d)^t - (1+d-g)^t)', () => {
    expect(regularVsDirect({ mode: 'sip', amount: 10000, rate: 12, years: 20, gap: 0 }).difference).toBe(0);
    const once = regularVsDirect({ mode: 'lumpsum', amount: 100000, rate: 12, years: 10, gap: 1 });
    expect(once.difference).toBeCloseTo(100000 * (1.12 ** 10 - 1.11 ** 10), 6);
    expect(once.invested).toBe(100000);
  });

  it('cost of delay refuses a delay as long as the period', () => {
    expect(() => costOfDelay({ amount: 5000, rate: 12, years: 5, delay: 5 })).toThrow(RangeError);
    expect(
      costOfDelay({ amount: 5000, rate: 12, years: 5, delay: 2 })
        .schedule.slice(0, 2)
        .map((row) => row.later),
    ).toEqual([0, 0]);
  });
});
