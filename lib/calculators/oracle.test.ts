import { PaymentDueTime, fv, nper, pmt, pv } from 'financial';
import { costOfDelay } from './costOfDelay';
import { goal } from './goal';
import { todaysRupees } from './inflation';
import { lumpsum } from './lumpsum';
import { regularVsDirect } from './regularVsDirect';
import { retirement } from './retirement';
import { stepUpSip } from './stepUpSip';
import { swp, swpMonthlyRate } from './swp';

// Every calculator's figures against the `financial` package (a port of numpy-financial), an
// implementation that shares no code with lib/, over a grid of inputs. Signs follow numpy's cash-flow
// convention: money paid in is negative.

const BEGIN = PaymentDueTime.Begin;
const rates = [1, 4.5, 8, 12, 15.5, 20, 30];
const periods = [1, 2, 5, 13, 25, 40];
const amounts = [500, 5000, 123456, 1000000];

/** Agreement to one part in ten billion: far finer than the paisa the pages round to. */
function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(1e-6, Math.abs(expected) * 1e-10));
}

describe('step-up SIP against chained yearly annuities-due', () => {
  it.each(rates)('agrees at %s%% for every amount, period and step-up', (rate) => {
    for (const amount of amounts)
      for (const years of periods)
        for (const stepup of [0, 5, 10, 33.5]) {
          const r = rate / 1200;
          let value = 0;
          for (let year = 1; year <= years; year += 1) value = fv(r, 12, -amount * (1 + stepup / 100) ** (year - 1), -value, BEGIN);
          expectClose(stepUpSip({ amount, rate, years, stepup }).maturity, value);
        }
  });

  it('agrees for a fixed-amount step-up too', () => {
    for (const rate of rates) {
      let value = 0;
      for (let year = 1; year <= 10; year += 1) value = fv(rate / 1200, 12, -(5000 + 1000 * (year - 1)), -value, BEGIN);
      expectClose(stepUpSip({ amount: 5000, rate, years: 10, stepup: 1000, stepupIn: 'rupees' }).maturity, value);
    }
  });
});

describe('lumpsum against fv with no instalments', () => {
  it('agrees over the grid', () => {
    for (const rate of rates)
      for (const years of periods)
        for (const amount of amounts) expectClose(lumpsum({ amount, rate, years }).maturity, fv(rate / 100, years, 0, -amount));
  });
});

describe('SWP against fv and nper at the equivalent monthly rate', () => {
  it('leaves the balance fv gives, when the money lasts', () => {
    for (const rate of [0, 4, 8, 12])
      for (const years of [1, 5, 20]) {
        const corpus = 5000000;
        const withdrawal = 20000;
        const i = (1 + rate / 100) ** (1 / 12) - 1;
        const expected = fv(i, years * 12, withdrawal, -corpus);
        if (expected <= 0) continue;
        const result = swp({ corpus, withdrawal, rate, years });
        expectClose(result.balance, expected);
        expect(result.monthsLasting).toBeNull();
        expect(result.withdrawn).toBe(withdrawal * years * 12);
      }
  });

  it('runs out in the month nper gives', () => {
    for (const rate of [0, 4, 8, 12]) {
      const i = swpMonthlyRate(rate);
      const months = nper(i, 60000, -5000000);
      const result = swp({ corpus: 5000000, withdrawal: 60000, rate, years: 40 });
      expect(result.monthsLasting).toBe(Math.floor(months));
      expect(result.balance).toBe(0);
    }
  });
});

describe('goal against fv, pmt and pv', () => {
  it('agrees over the grid, with and without savings set aside', () => {
    for (const rate of rates)
      for (const years of periods)
        for (const inflation of [0, 6, 8, 12])
          for (const saved of [0, 100000]) {
            const cost = 2500000;
            const future = fv(inflation / 100, years, 0, -cost);
            const need = Math.max(0, future - fv(rate / 100, years, 0, -saved));
            const result = goal({ cost, years, inflation, rate, saved });
            expectClose(result.futureCost, future);
            expectClose(result.monthlySip, need === 0 ? 0 : pmt(rate / 1200, years * 12, 0, -need, BEGIN));
            expectClose(result.lumpsum, need === 0 ? 0 : pv(rate / 100, years, 0, -need));
          }
  });
});

describe('retirement against pv of growing withdrawals and pmt', () => {
  it('agrees over the grid', () => {
    for (const inflation of [0, 4, 6, 9])
      for (const postRate of [0, 5, 7, 10])
        for (const [age, retireAt, lifeTo] of [
          [30, 60, 85],
          [45, 58, 90],
          [25, 40, 100],
        ] as const) {
          const input = { age, retireAt, lifeTo, expense: 50000, inflation, preRate: 11, postRate };
          const monthly = fv(inflation / 100, retireAt - age, 0, -50000);
          const real = (1 + postRate / 100) / (1 + inflation / 100) - 1;
          const corpus = pv(real, lifeTo - retireAt, -12 * monthly, 0, BEGIN);
          const result = retirement(input);
          expectClose(result.monthlyExpenseAtRetirement, monthly);
          expectClose(result.corpus, corpus);
          expectClose(result.monthlySip, pmt(11 / 1200, (retireAt - age) * 12, 0, -corpus, BEGIN));
          expectClose(result.lumpsum, pv(0.11, retireAt - age, 0, -corpus));
        }
  });
});

describe('cost of delay against two fv', () => {
  it('agrees over the grid', () => {
    for (const rate of rates)
      for (const years of [2, 10, 25, 40])
        for (const delay of [1, 5, 10].filter((d) => d < years)) {
          const result = costOfDelay({ amount: 5000, rate, years, delay });
          const now = fv(rate / 1200, years * 12, -5000, 0, BEGIN);
          const later = fv(rate / 1200, (years - delay) * 12, -5000, 0, BEGIN);
          expectClose(result.now, now);
          expectClose(result.later, later);
          expectClose(result.cost, now - later);
        }
  });
});

describe('Regular vs Direct against fv at the two rates', () => {
  it('agrees for SIPs and lumpsums over the grid', () => {
    for (const rate of rates)
      for (const years of periods)
        for (const gap of [0, 0.2, 0.65, 1.4, 2.5]) {
          const sip = regularVsDirect({ mode: 'sip', amount: 10000, rate, years, gap });
          expectClose(sip.direct, fv(rate / 1200, years * 12, -10000, 0, BEGIN));
          expectClose(sip.regular, fv((rate - gap) / 1200, years * 12, -10000, 0, BEGIN));
          const once = regularVsDirect({ mode: 'lumpsum', amount: 100000, rate, years, gap });
          expectClose(once.direct, fv(rate / 100, years, 0, -100000));
          expectClose(once.regular, fv((rate - gap) / 100, years, 0, -100000));
        }
  });
});

describe("today's rupees against pv", () => {
  it('agrees over the grid', () => {
    for (const inflation of [0, 3, 6, 10, 15])
      for (const years of periods) expectClose(todaysRupees(4992285, inflation, years), pv(inflation / 100, years, 0, -4992285));
  });
});
