import { typicalRiskometer } from '@/content/riskProfile';
import { fundCategoryNames, riskBands, riskProfileText, riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import {
  FUND_CATEGORIES,
  RISKOMETER_LEVELS,
  answeredCount,
  categoryFitsBand,
  bandFor,
  emptyAnswers,
  maxScore,
  minScore,
  riskAnswersFromQuery,
  riskQuery,
  riskScore,
  type RiskAnswers,
  type RiskometerLevel,
} from './riskProfile';

/** Answers whose points add up to `total`: each question takes the boldest option that still fits. */
function answersTotalling(total: number): RiskAnswers {
  let remaining = total;
  const answers: Record<string, number> = {};
  for (const q of riskQuestions) {
    const options = q.options.map((o, index) => ({ index, points: o.points as number }));
    const fit = options.filter((o) => o.points <= remaining).sort((a, b) => b.points - a.points)[0];
    if (!fit) throw new Error(`cannot reach ${total}`);
    answers[q.id] = fit.index;
    remaining -= fit.points;
  }
  if (remaining !== 0) throw new Error(`cannot reach ${total}`);
  return answers;
}

const pick = (choose: (points: number[]) => number): RiskAnswers =>
  Object.fromEntries(
    riskQuestions.map((q) => [q.id, q.options.map((o) => o.points as number).indexOf(choose(q.options.map((o) => o.points)))]),
  );

describe('the questionnaire data', () => {
  it('has ten to twelve questions with unique, URL-safe ids', () => {
    expect(riskQuestions.length).toBeGreaterThanOrEqual(10);
    expect(riskQuestions.length).toBeLessThanOrEqual(12);
    const ids = riskQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+$/);
  });

  it('gives every question options with distinct points', () => {
    for (const q of riskQuestions) {
      const points = q.options.map((o) => o.points);
      expect(new Set(points).size).toBe(points.length);
    }
  });

  it('has five bands that cover every possible total once, lowest first', () => {
    expect(riskBands.map((b) => b.name)).toEqual([
      'Conservative',
      'Moderately conservative',
      'Moderate',
      'Moderately aggressive',
      'Aggressive',
    ]);
    expect(riskBands[0]?.min).toBe(minScore(riskQuestions));
    expect(riskBands.at(-1)?.max).toBe(maxScore(riskQuestions));
    for (let i = 1; i < riskBands.length; i += 1) expect(riskBands[i]?.min).toBe((riskBands[i - 1]?.max ?? NaN) + 1);
  });

  it('uses only SEBI’s six riskometer levels, in their order', () => {
    expect(RISKOMETER_LEVELS).toEqual(['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High']);
    for (const band of riskBands) {
      const positions = band.riskometer.map((level) => RISKOMETER_LEVELS.indexOf(level));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('lists under each band only categories whose typical riskometer level lies within the band’s levels', () => {
    for (const band of riskBands) {
      expect(band.categories.length).toBeGreaterThan(0);
      for (const category of band.categories) {
        const typical = typicalRiskometer[category];
        expect(typical.length).toBeGreaterThan(0);
        const levels: readonly RiskometerLevel[] = band.riskometer;
        const outside = typical.filter((level) => !levels.includes(level));
        expect({ band: band.id, category, outside }).toEqual({ band: band.id, category, outside: [] });
      }
    }
  });

  it('checks a category against a band’s levels, every typical level inside them', () => {
    const band = { riskometer: ['Moderate', 'Moderately High'] as const };
    expect(categoryFitsBand(['Moderate'], band)).toBe(true);
    expect(categoryFitsBand(['Moderate', 'Moderately High'], band)).toBe(true);
    expect(categoryFitsBand(['Moderately High', 'High'], band)).toBe(false);
    expect(categoryFitsBand(['Very High'], band)).toBe(false);
    expect(categoryFitsBand([], band)).toBe(false);
    for (const b of riskBands) for (const c of b.categories) expect(categoryFitsBand(typicalRiskometer[c], b)).toBe(true);
  });

  it('records a typical level and a name for every category, in SEBI’s order', () => {
    expect(Object.keys(typicalRiskometer).sort()).toEqual([...FUND_CATEGORIES].sort());
    expect(Object.keys(fundCategoryNames).sort()).toEqual([...FUND_CATEGORIES].sort());
    for (const levels of Object.values(typicalRiskometer)) {
      const positions = levels.map((level) => RISKOMETER_LEVELS.indexOf(level));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('names no sectoral, thematic or international fund, and no equity/debt mix', () => {
    const shown = [
      ...Object.values(fundCategoryNames),
      ...riskBands.flatMap((b) => [b.meaning, ...b.askBeforeInvesting]),
      ...Object.values(riskProfileText.result),
      ...Object.values(riskProfileText.scoringTable),
    ].join(' ');
    expect(shown).not.toMatch(/sectoral|thematic|international|fund of funds|example mix|usually suit|\d+% (to|-) ?\d+%/i);
    for (const band of riskBands) {
      expect(band).not.toHaveProperty('equityPercent');
      expect(band).not.toHaveProperty('debtPercent');
    }
  });
});

describe('scoring', () => {
  it('is null until every question is answered', () => {
    const answers = { ...answersTotalling(20), [riskQuestions[3]?.id ?? '']: null };
    expect(riskScore(riskQuestions, answers)).toBeNull();
    expect(answeredCount(riskQuestions, answers)).toBe(riskQuestions.length - 1);
    expect(riskScore(riskQuestions, emptyAnswers(riskQuestions))).toBeNull();
  });

  it('adds the points of the chosen options', () => {
    for (const total of [0, 7, 19, 33, 40]) expect(riskScore(riskQuestions, answersTotalling(total))).toBe(total);
  });

  it('gives Conservative for every most cautious option and Aggressive for every boldest', () => {
    const cautious = riskScore(
      riskQuestions,
      pick((p) => Math.min(...p)),
    );
    const boldest = riskScore(
      riskQuestions,
      pick((p) => Math.max(...p)),
    );
    expect(bandFor(cautious ?? NaN, riskBands).name).toBe('Conservative');
    expect(bandFor(boldest ?? NaN, riskBands).name).toBe('Aggressive');
  });

  describe.each(riskBands.map((band, i) => [band.name, band, riskBands[i - 1], riskBands[i + 1]] as const))(
    'the %s band',
    (_name, band, below, above) => {
      it(`starts at ${band.min}`, () => {
        expect(bandFor(riskScore(riskQuestions, answersTotalling(band.min)) ?? NaN, riskBands).id).toBe(band.id);
        if (below) expect(bandFor(band.min - 1, riskBands).id).toBe(below.id);
      });
      it(`ends at ${band.max}`, () => {
        expect(bandFor(riskScore(riskQuestions, answersTotalling(band.max)) ?? NaN, riskBands).id).toBe(band.id);
        if (above) expect(bandFor(band.max + 1, riskBands).id).toBe(above.id);
      });
    },
  );

  it('refuses a total outside every band', () => {
    expect(() => bandFor(-1, riskBands)).toThrow(RangeError);
    expect(() => bandFor(maxScore(riskQuestions) + 1, riskBands)).toThrow(RangeError);
  });
});

describe('shared links', () => {
  it('carry each answer by the option’s position and read back the same', () => {
    const answers = answersTotalling(23);
    const query = riskQuery(riskQuestions, answers);
    expect(query).toMatch(/^age=\d&horizon=\d/);
    expect(riskAnswersFromQuery(riskQuestions, `?${query}`)).toEqual({ answers, rejected: [] });
  });

  it('leave out unanswered questions', () => {
    expect(riskQuery(riskQuestions, { ...emptyAnswers(riskQuestions), goal: 2 })).toBe('goal=2');
  });

  it('drop and report junk, never throw', () => {
    const { answers, rejected } = riskAnswersFromQuery(riskQuestions, '?age=9&horizon=x&income=-1&goal=1.5&share=%00&fall=3&name=Ravi');
    expect(rejected).toEqual(['age', 'horizon', 'income', 'goal', 'share']);
    expect(answers.fall).toBe(3);
    expect(answers.age).toBeNull();
    expect(Object.keys(answers)).not.toContain('name');
  });
});
