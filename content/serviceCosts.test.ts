import { services } from '@/lib/pages/services';
import { serviceCostText, servicePaidBy } from './serviceCosts';
import { wordsFor } from '@/lib/i18n/words';

it('says for every service who pays the firm, and only for services that exist', () => {
  expect(Object.keys(servicePaidBy).sort()).toEqual(services.map((s) => s.id).sort());
});

it('every cost text says there is no fee and names who pays', () => {
  for (const [paidBy, text] of Object.entries(serviceCostText)) {
    expect(text).toMatch(/^You pay us no fee\./);
    if (paidBy.includes('fund-house')) expect(text).toMatch(/fund house pays us a trail commission/);
    if (paidBy.includes('insurer')) expect(text).toMatch(/insurer pays us a commission/);
  }
});

it('in each language, every cost text opens with the same "no fee" sentence and links to the disclosure', () => {
  for (const locale of ['en', 'hi'] as const) {
    const costs = wordsFor(locale).serviceCosts;
    const openings = Object.values(costs.byPayer).map((text) => text.split(/[.।]/)[0]);
    expect(new Set(openings).size).toBe(1);
    expect(costs.heading).not.toBe('');
    expect(costs.disclosureLink).not.toBe('');
  }
  expect(wordsFor('hi').serviceCosts.byPayer.insurer).not.toBe(serviceCostText.insurer);
});
