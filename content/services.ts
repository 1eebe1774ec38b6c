import type { Service } from './types';

// The ten services, in the order the home carousel, the services grid and the sidebar show them.
// Each entry's id is its URL slug under /services/.
const thumb = (id: string, alt: string) => ({ src: `/images/services/${id}.svg` as const, alt, width: 480, height: 320 });

export const services = [
  {
    id: 'future-freedom-planning',
    heading: 'Financial Planning',
    description: 'A written, goal-based plan for financial freedom: cash flow, emergency fund, protection and investments in one place.',
    thumbnailImage: thumb('future-freedom-planning', 'A path rising through milestones towards a flag'),
    route: '/services/future-freedom-planning/',
    intro: ['We turn your goals into a written plan with amounts, dates and the investments that fund them.'],
    sections: [],
  },
  {
    id: 'mutual-funds',
    heading: 'Mutual Funds',
    description: 'Regular Plans of mutual funds chosen for your goals, risk profile and time horizon, with SIPs set up and reviewed.',
    thumbnailImage: thumb('mutual-funds', 'A growing bar chart with a rupee coin'),
    route: '/services/mutual-funds/',
    intro: ['We help you choose and hold mutual fund schemes that suit your goals and your appetite for risk.'],
    sections: [],
  },
  {
    id: 'life-insurance',
    heading: 'Life Insurance',
    description: 'Enough term cover for the people who depend on you, and clear advice on what not to buy.',
    thumbnailImage: thumb('life-insurance', 'An umbrella sheltering a family'),
    route: '/services/life-insurance/',
    intro: ['We work out how much life cover your family needs and help you buy it simply.'],
    sections: [],
  },
  {
    id: 'general-insurance',
    heading: 'General Insurance',
    description: 'Health, motor, home and travel policies compared on cover, exclusions and claim service, not only on price.',
    thumbnailImage: thumb('general-insurance', 'A shield in front of a house and a car'),
    route: '/services/general-insurance/',
    intro: ['We help you insure your health, vehicles and home against the costs that would derail your plans.'],
    sections: [],
  },
  {
    id: 'estate-guidance',
    heading: 'Estate Planning',
    description: 'Wills, nominations and joint holdings in order, so your family inherits without delay or dispute.',
    thumbnailImage: thumb('estate-guidance', 'A sealed document with a family tree'),
    route: '/services/estate-guidance/',
    intro: ['We help you organise what you own so that it passes to the people you choose.'],
    sections: [],
  },
  {
    id: 'tax-guidance',
    heading: 'Tax Planning',
    description: 'Old or new regime, ELSS and section 80C/80D: tax saving that fits your plan rather than driving it.',
    thumbnailImage: thumb('tax-guidance', 'A calculator beside a tax form'),
    route: '/services/tax-guidance/',
    intro: ['We help you use the deductions you are entitled to without buying products you do not need.'],
    sections: [],
  },
  {
    id: 'education-guidance',
    heading: 'Education Planning',
    description: 'What your child’s education could cost when the time comes, and a plan to fund it.',
    thumbnailImage: thumb('education-guidance', 'A graduation cap on a stack of books'),
    route: '/services/education-guidance/',
    intro: ['We estimate future education costs and set up the savings to meet them.'],
    sections: [],
  },
  {
    id: 'retirement-superannuation',
    heading: 'Retirement Planning',
    description: 'How big a corpus you need, how EPF, PPF, NPS and mutual funds add up, and how to draw an income from it.',
    thumbnailImage: thumb('retirement-superannuation', 'A deck chair under a setting sun'),
    route: '/services/retirement-superannuation/',
    intro: ['We work out the corpus you need to retire and how to build it.'],
    sections: [],
  },
  {
    id: 'research-development',
    heading: 'Research',
    description: 'How we study funds: portfolios, consistency, costs and the people who manage them, not last year’s returns.',
    thumbnailImage: thumb('research-development', 'A magnifying glass over a line chart'),
    route: '/services/research-development/',
    intro: ['Our research looks past recent returns at how a fund is run.'],
    sections: [],
  },
  {
    id: 'child-marriage-guidance',
    heading: 'Child Marriage Planning',
    description: 'A dedicated, inflation-aware plan for the wedding expenses you expect to meet for your child.',
    thumbnailImage: thumb('child-marriage-guidance', 'Two rings beside a marigold garland'),
    route: '/services/child-marriage-guidance/',
    intro: ['We help you save steadily for your child’s wedding so it does not derail other goals.'],
    sections: [],
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]['id'];

export function findService(id: string): Service | undefined {
  return services.find((s) => s.id === id);
}
