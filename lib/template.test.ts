import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('puts each value where its placeholder stands, as often as it appears', () => {
    expect(fillTemplate('{a} of {b}, then {a}', { a: 3, b: 'ten' })).toBe('3 of ten, then 3');
  });
  it('leaves unknown placeholders, inherited names included, for the caller to split on', () => {
    expect(fillTemplate('Score {score} of {max}', { max: 40 })).toBe('Score {score} of 40');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
