import { AMFI_ILLUSTRATION_SOURCES, AMFI_RETURN_RANGE, specSipRate } from '@/content/assumedReturns';
import { assumedReturnRule, assumedReturnViolations, specSipRateWarning, toolAssumedReturnFields } from './assumedReturns';
import { CALCULATORS } from './';
import type { NumberFieldSpecs } from './numberField';
import { SIP_LIMITS } from './sip';

const { min, max } = AMFI_RETURN_RANGE;

describe('assumedReturnViolations', () => {
  it('passes every /tools/ calculator as it is', () => {
    expect(toolAssumedReturnFields.length).toBeGreaterThan(0);
    expect(assumedReturnViolations(toolAssumedReturnFields, AMFI_RETURN_RANGE)).toEqual([]);
  });

  it('allows a field spanning exactly the range, with its default inside', () => {
    expect(assumedReturnViolations([{ tool: '/tools/x/', field: 'rate', spec: { min, max, default: min } }], AMFI_RETURN_RANGE)).toEqual(
      [],
    );
  });

  it('names a field whose maximum is above the range', () => {
    const hit = assumedReturnViolations(
      [{ tool: '/tools/x/', field: 'rate', spec: { min, max: max + 0.1, default: min } }],
      AMFI_RETURN_RANGE,
    );
    expect(hit).toHaveLength(1);
    expect(hit[0]).toContain('/tools/x/ rate');
    expect(hit[0]).toContain(`${max + 0.1}%, above the ${max}%`);
  });

  it('names a field that starts below the range, and a default outside it', () => {
    const hit = assumedReturnViolations([{ tool: '/tools/y/', field: 'postRate', spec: { min: 0, max, default: 0 } }], AMFI_RETURN_RANGE);
    expect(hit).toHaveLength(2);
    expect(hit[0]).toContain(`starts at 0%, below the ${min}%`);
    expect(hit[1]).toContain('default of 0%');
  });

  it('cites the guideline and its sources in the rule', () => {
    const rule = assumedReturnRule(AMFI_RETURN_RANGE);
    expect(rule).toContain(`from ${min}% to ${max}%`);
    for (const source of AMFI_ILLUSTRATION_SOURCES) expect(rule).toContain(source.url);
  });
});

describe('the fields the check reads', () => {
  // Every percent field of a /tools/ calculator is an assumed return except these, which are not returns.
  const NOT_RETURNS = ['inflation', 'stepup', 'gap'];
  const tools: Record<string, NumberFieldSpecs<string>> = Object.fromEntries(
    Object.values(CALCULATORS)
      .filter(({ path }) => path.startsWith('/tools/'))
      .map(({ path, fields }) => [path, fields]),
  );

  it('are every assumed-return field of every /tools/ calculator, the very specs they use', () => {
    const found = Object.entries(tools).flatMap(([tool, specs]) =>
      Object.entries(specs)
        .filter(([field, spec]) => spec.unit === 'percent' && !NOT_RETURNS.includes(field))
        .map(([field, spec]) => ({ tool, field, spec })),
    );
    expect(toolAssumedReturnFields).toEqual(found);
    for (const { tool, field, spec } of toolAssumedReturnFields) expect(spec).toBe(tools[tool]?.[field]);
  });

  it('take AMFI’s range, so a shared link beyond it shows the nearest end', () => {
    for (const { spec } of toolAssumedReturnFields) expect(spec).toMatchObject({ min, max, linkClamp: true });
  });
});

describe('specSipRateWarning', () => {
  it('warns while the spec’s SIP slider reaches above the range, citing the guideline', () => {
    const warning = specSipRateWarning({ ...specSipRate, max: max + 7 }, AMFI_RETURN_RANGE);
    expect(warning).toContain(`to ${max + 7}% a year`);
    expect(warning).toContain('AMFI’s best-practice guideline on numerical illustrations (November 2023)');
    for (const source of AMFI_ILLUSTRATION_SOURCES) expect(warning).toContain(source.url);
  });

  it('warns for the setting as shipped exactly when it is outside the range', () => {
    const outside = specSipRate.max > max || specSipRate.min < min;
    expect(specSipRateWarning(specSipRate, AMFI_RETURN_RANGE) !== null).toBe(outside);
  });

  it('is quiet once the slider is inside the range', () => {
    expect(specSipRateWarning({ min, max, step: 0.1, default: min }, AMFI_RETURN_RANGE)).toBeNull();
  });

  it('warns when the slider starts below the range', () => {
    expect(specSipRateWarning({ min: min - 1, max, step: 0.1, default: max }, AMFI_RETURN_RANGE)).toContain(`from ${min - 1}%`);
  });
});

describe('the spec’s SIP rate setting', () => {
  it('is what the SIP calculator’s slider uses, with its default inside its own range', () => {
    expect(SIP_LIMITS.rate).toMatchObject(specSipRate);
    expect(specSipRate.default).toBeGreaterThanOrEqual(specSipRate.min);
    expect(specSipRate.default).toBeLessThanOrEqual(specSipRate.max);
    expect(SIP_LIMITS.rate.messages?.tooLarge).toContain(`${specSipRate.max}%`);
    expect(SIP_LIMITS.rate.linkClamp).toBeUndefined();
  });
});
