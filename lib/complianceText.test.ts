import { complianceRules } from '@/content/complianceRules';
import { findViolations, rulesInScope, sentences } from './complianceText';

// For every rule: text that must be caught, and honest text in an allowed context that must pass.
const examples: Record<string, { hits: string[]; passes: string[] }> = {
  'our-advice': {
    hits: ['Our advice is simple: stay invested.', 'Follow our investment advice for your goals.'],
    passes: ['Nothing on this page is our advice to you.', 'We explain how SIPs work.'],
  },
  'expert-advice': {
    hits: ['Get expert advice on your portfolio.', 'Personalised financial advice for NRIs.'],
    passes: ['This is not expert advice; read the scheme documents.'],
  },
  'advice-that': {
    hits: ['Advice that starts with your goals, not with a product.'],
    passes: ['We do not give advice that depends on your tax position.'],
  },
  'we-advise': {
    hits: ['We advise families across India.', 'We can advise you on ELSS.'],
    passes: ['We do not advise on individual shares.'],
  },
  ifa: {
    hits: ['Your trusted IFA in Mumbai.', 'Talk to our IFAs today.'],
    passes: ['We are not an IFA: we are a mutual fund distributor.', 'A gift of khifa is not a match.'],
  },
  'independent-financial-adviser': {
    hits: ['An independent financial advisor for your family.'],
    passes: ['We are not an independent financial adviser.'],
  },
  'wealth-adviser': {
    hits: ['Meet your wealth adviser.', 'Your personal wealth manager.'],
    passes: ['We are not wealth advisers and do not manage portfolios.'],
  },
  'sebi-registered': {
    hits: ['A SEBI-registered distributor since 2010.', 'We are SEBI registered.'],
    passes: ['We are an AMFI-registered Mutual Fund Distributor and not a SEBI-registered investment adviser.'],
  },
  'written-plan': {
    hits: ['A written plan for every goal, reviewed every year.', 'You get a personalised financial plan.'],
    passes: ['We do not prepare a written financial plan.'],
  },
  recommendation: {
    hits: ['We recommend these three funds.', 'See our recommendations for 2027.', 'Daily research calls on WhatsApp.'],
    passes: ['Nothing here is our recommendation to buy or sell.', 'This is not a recommendation.'],
  },
  'promised-return': {
    hits: [
      'Earn guaranteed returns of 12%.',
      'Assured income every month.',
      'Risk-free returns with our SIP.',
      'Safe returns for your family.',
      'This fund guarantees a return of 8%.',
    ],
    passes: [
      'No return is guaranteed.',
      'Neither we nor any fund house guarantee any return.',
      'A SIP does not guarantee a profit or protect against a loss.',
      'Believing anyone who promises a guaranteed or assured return from a mutual fund.',
      'Guaranteed returns from an equity fund are a red flag.',
      'Never trust offers of assured returns.',
      'This is not investment advice, and no scheme offers guaranteed returns.',
    ],
  },
  'best-fund': {
    hits: ['The best mutual funds for 2027.', 'Buy the No. 1 fund today.'],
    passes: ['There is no best fund for everyone.', 'Beware of lists that claim to show the best funds.'],
  },
  'child-marriage': {
    hits: ['Child Marriage Planning', 'Plan for child marriage expenses.'],
    passes: ["Saving for a Child's Wedding", "Saving for your child's wedding."],
  },
  'planning-name': {
    hits: ['Retirement Planning', 'Talk to our financial planner'],
    passes: [
      'Financial planning is investment advice, which only an investment adviser registered with SEBI may give.',
      'Investing for Retirement',
    ],
  },
  's-and-p-bse': {
    hits: ['The S&P BSE SENSEX over twelve months.'],
    passes: ['The BSE SENSEX over twelve months.'],
  },
};

describe('the compliance rules', () => {
  it('each have a reason, at least one source and an example here', () => {
    for (const rule of complianceRules) {
      expect(rule.why.length).toBeGreaterThan(20);
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.url).toMatch(/^https?:\/\/[^/]+\//);
      expect(Object.keys(examples)).toContain(rule.id);
    }
    expect(new Set(complianceRules.map((r) => r.id)).size).toBe(complianceRules.length);
  });

  for (const [id, { hits, passes }] of Object.entries(examples)) {
    const rule = complianceRules.find((r) => r.id === id);

    it.each(hits)(`${id} catches "%s"`, (text) => {
      expect(rule).toBeDefined();
      const violations = findViolations(text, rule ? [rule] : []);
      expect(violations.map((v) => v.ruleId)).toEqual([id]);
      expect(violations[0]?.sentence).toBe(text);
    });

    it.each(passes)(`${id} lets "%s" through`, (text) => {
      expect(findViolations(text, complianceRules)).toEqual([]);
    });
  }
});

describe('findViolations', () => {
  it('reports the phrase as written and the sentence it is in', () => {
    const text = 'We explain costs plainly. Our Advice is free!\nNo return is guaranteed.';
    expect(findViolations(text, complianceRules)).toEqual([
      expect.objectContaining({ ruleId: 'our-advice', phrase: 'Our Advice', sentence: 'Our Advice is free!' }),
    ]);
  });

  it('does not let a negation in one sentence excuse a phrase in the next', () => {
    expect(findViolations('We are not a bank. Guaranteed returns every year.', complianceRules).map((v) => v.ruleId)).toEqual([
      'promised-return',
    ]);
  });

  it('only counts a negation in the few words before the phrase', () => {
    const far = 'Nothing about our office hours or fees or staff or anything else at all changes the fact: guaranteed returns.';
    expect(findViolations(far, complianceRules).map((v) => v.ruleId)).toEqual(['promised-return']);
  });

  it('reads curly apostrophes as plain ones', () => {
    expect(findViolations('Saving for a Child’s Wedding', complianceRules)).toEqual([]);
  });
});

describe('rulesInScope', () => {
  it('splits the rules between the page text and the names on it', () => {
    const names = rulesInScope(complianceRules, 'names');
    const text = rulesInScope(complianceRules, 'text');
    expect(names.map((r) => r.id)).toContain('planning-name');
    expect(text.map((r) => r.id)).not.toContain('planning-name');
    expect(names.length + text.length).toBe(complianceRules.length);
  });
});

describe('sentences', () => {
  it('splits at line breaks and sentence ends, not inside abbreviations followed by lower case', () => {
    expect(sentences('One. Two!\nThree? e.g. four and five.\n\n')).toEqual(['One.', 'Two!', 'Three? e.g. four and five.']);
  });
});
