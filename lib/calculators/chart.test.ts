import { labelledYears, niceScale } from './chart';

describe('niceScale', () => {
  it('rounds the top up to a round tick', () => {
    expect(niceScale(12065.2)).toEqual({ max: 15000, ticks: [0, 5000, 10000, 15000] });
    expect(niceScale(59412101)).toEqual({ max: 60000000, ticks: [0, 20000000, 40000000, 60000000] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  it('always covers the data with 2 to 6 evenly spaced round ticks', () => {
    for (let exponent = 0; exponent <= 10; exponent += 1)
      for (let mantissa = 1; mantissa < 10; mantissa += 0.37) {
        const dataMax = mantissa * 10 ** exponent;
        const { max, ticks } = niceScale(dataMax);
        expect(max).toBeGreaterThanOrEqual(dataMax);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBe(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        const step = ticks[1] ?? 0;
        const leading = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5].some((nice) => Math.abs(leading - nice) < 1e-9)).toBe(true);
      }
  });

  it('copes with an empty chart and refuses nonsense', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(() => niceScale(Number.NaN)).toThrow(RangeError);
    expect(() => niceScale(-1)).toThrow(RangeError);
    expect(() => niceScale(10, 0)).toThrow(RangeError);
  });
});

describe('labelledYears', () => {
  it('labels every year up to ten', () => {
    expect(labelledYears(1)).toEqual([1]);
    expect(labelledYears(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('labels 1, every fifth year and the last one beyond ten', () => {
    expect(labelledYears(11)).toEqual([1, 5, 10]);
    expect(labelledYears(12)).toEqual([1, 5, 10, 12]);
    expect(labelledYears(30)).toEqual([1, 5, 10, 15, 20, 25, 30]);
    expect(labelledYears(29)).toEqual([1, 5, 10, 15, 20, 25, 29]);
  });
});
