import { localisePath, type Locale, type LocalePrefix } from '@/lib/i18n/locale';
import { specStrings } from './specStrings';

export type RoutePlacement = 'nav' | 'footer-organisation' | 'footer-legal';

export type SiteRoute = {
  /** Path with the trailing slash the export uses, e.g. "/about/". */
  path: `/${string}`;
  /** Short name used in menus. */
  label: string;
  /** Document title (the layout appends the firm's name). */
  title: string;
  description: string;
  /** The page's visible h1, which the e2e suite checks. */
  heading: string;
  /** The line under the h1, where it says more than the description. */
  lead?: string;
  placements: readonly RoutePlacement[];
  /** Kept out of sitemap.xml and marked noindex (redirect stubs). */
  noindex?: boolean;
};

// The one list of pages. The navbar, footer, sitemap.xml and the e2e suite all read it, so a page
// added here is linked, indexed and tested at once. Service sub-pages come from content/services.ts.
// Each route's English words are written here beside it (content/en/routes.ts hands them to the
// registry); another language gives its own in content/<locale>/routes.ts, keyed by the path.
export const routes = [
  {
    path: '/',
    label: specStrings.navHome.text,
    title: 'Mutual fund distribution and insurance',
    description:
      'Goal-based investing through Regular Plans of mutual funds, and insurance, for families and NRIs. AMFI-registered Mutual Fund Distributor.',
    heading: 'Invest for your goals, and protect what matters',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/about/',
    label: specStrings.navAbout.text,
    title: 'About us',
    description:
      'Who we are, how we work and why we distribute Regular Plans: an AMFI-registered Mutual Fund Distributor serving families and NRIs.',
    heading: 'About us',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/services/',
    label: specStrings.navServices.text,
    title: 'Our services',
    description:
      'Goal-based investing, mutual funds, life and general insurance, tax-saving investments, investing for education, retirement and a child’s wedding, and nominations.',
    heading: 'Our services',
    lead: 'Ten ways we help families, professionals and NRIs invest in mutual funds and buy insurance: each starts with your goals, not with a product.',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/investor-education/',
    label: specStrings.navEducation.text,
    title: 'Investor education',
    description:
      'Plain answers for first-time investors, one question a page: NAV, SIP, ELSS and lock-in, KYC, tax, insurance, scams; an A-Z glossary and a search.',
    heading: 'Investor education',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/investor-education/what-changed/',
    label: 'What changed',
    title: 'What changed in the rules',
    description:
      'The SEBI, AMFI, IRDAI and tax rule changes that matter to an investor, newest first: the date, what changed, the topics and the regulator’s document.',
    heading: 'What changed',
    lead: 'The rule changes behind the library’s topics, newest first.',
    placements: [],
  },
  {
    path: '/financial-calculator/',
    label: 'SIP Calculator',
    title: 'SIP calculator',
    description:
      'Estimate what a monthly SIP could grow to: maturity value, amount invested and estimated gains, with a year-by-year table.',
    heading: 'SIP calculator',
    placements: ['footer-organisation'],
  },
  {
    path: '/tools/',
    label: 'Calculators',
    title: 'Investor calculators',
    description:
      'Free calculators that run in your browser: SIP, step-up SIP, lumpsum, SWP, goal, retirement, cost of delay, and Regular vs Direct Plan costs.',
    heading: 'Investor calculators',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/tools/step-up-sip/',
    label: 'Step-up SIP calculator',
    title: 'Step-up SIP calculator',
    description: 'What a SIP that rises every year could grow to, at an assumed return rate you choose, with a year-by-year table.',
    heading: 'Step-up SIP calculator',
    placements: [],
  },
  {
    path: '/tools/lumpsum/',
    label: 'Lumpsum calculator',
    title: 'Lumpsum calculator',
    description: 'What a one-time investment could grow to at an assumed return rate you choose, compounded once a year.',
    heading: 'Lumpsum calculator',
    placements: [],
  },
  {
    path: '/tools/swp/',
    label: 'SWP calculator',
    title: 'SWP calculator',
    description:
      'A systematic withdrawal plan: what is left after monthly withdrawals, how much is withdrawn, and how long the money lasts.',
    heading: 'SWP calculator',
    placements: [],
  },
  {
    path: '/tools/goal/',
    label: 'Goal calculator',
    title: 'Goal calculator',
    description:
      'What a goal could cost when it falls due, and the monthly SIP or lumpsum today that could reach it at an assumed return rate.',
    heading: 'Goal calculator',
    placements: [],
  },
  {
    path: '/tools/retirement/',
    label: 'Retirement calculator',
    title: 'Retirement calculator',
    description:
      'The corpus that could pay your expenses in retirement as they rise with inflation, and the SIP or lumpsum that could build it.',
    heading: 'Retirement calculator',
    placements: [],
  },
  {
    path: '/tools/cost-of-delay/',
    label: 'Cost of delay calculator',
    title: 'Cost of delay calculator',
    description: 'What starting a SIP a year or more later could cost by the same end date, in rupees.',
    heading: 'Cost of delay calculator',
    placements: [],
  },
  {
    path: '/tools/regular-vs-direct/',
    label: 'Regular vs Direct calculator',
    title: 'Regular vs Direct Plan calculator',
    description: 'What a Regular Plan could cost in rupees against the Direct Plan of the same scheme, for a SIP or a lumpsum.',
    heading: 'Regular vs Direct Plan calculator',
    placements: [],
  },
  {
    path: '/start/',
    label: 'Start investing',
    title: 'Start investing: documents and KYC',
    description:
      'How to begin investing in mutual funds as a resident, an NRI or for a child: the documents, what your KYC status means and how to fix it, and a checklist for your case.',
    heading: 'Start investing',
    lead: 'What you need, what your KYC status means, and what happens after you invest. Answer four questions for a checklist of your own: it is worked out on your device and sent nowhere.',
    // Not in the navbar: its links are the spec's (content/content.test.ts); the home page's hero links here.
    placements: ['footer-organisation'],
  },
  {
    path: '/contact/',
    label: specStrings.navContact.text,
    title: 'Contact us',
    description: 'Call, email or visit us, or send a request and we will get back to you within one business day.',
    heading: 'Contact us',
    placements: ['nav', 'footer-organisation'],
  },
  {
    path: '/tools/risk-profile/',
    label: 'Risk Profile',
    title: 'Risk profile questionnaire',
    description:
      'Ten plain questions on your time, income, savings and comfort with market falls: which of five risk profiles fits and how it is scored. Your answers stay in your browser.',
    heading: 'Risk profile',
    placements: [],
  },
  {
    path: '/tools/financial-fitness/',
    label: 'Financial Fitness',
    title: 'Financial fitness check',
    description:
      'Your emergency fund, debt, savings rate, life and health cover and retirement savings against named rules of thumb, scored out of 100. Your figures stay in your browser.',
    heading: 'Financial fitness check',
    placements: [],
  },
  {
    path: '/search/',
    label: 'Search',
    title: 'Search',
    description:
      'Search the whole site: the library’s topics and glossary, the calculators and questionnaires, the getting-started guide, our services and how to reach us.',
    heading: 'Search',
    // Reached from the search form in the header on every page, not from a menu.
    placements: [],
  },
  {
    path: '/login/',
    label: specStrings.navLogin.text,
    title: 'Client login',
    description: 'Existing clients: sign in to our secure client portal to see your portfolio dashboard.',
    heading: specStrings.loginHeading.text,
    placements: [],
  },
  {
    path: '/disclaimer/',
    label: 'Disclaimer',
    title: 'Disclaimer',
    description: 'The terms on which the information on this website is provided.',
    heading: 'Disclaimer',
    placements: ['footer-legal'],
  },
  {
    path: '/disclosure/',
    label: 'Disclosure',
    title: 'Disclosure',
    description:
      'Our ARN, EUINs and insurance registration, the fund houses we distribute, risk factors and the trail commission we receive by scheme type.',
    heading: 'Disclosure',
    lead: 'What we are registered as, who deals with you, how we are paid, and the risks you should know about.',
    placements: ['footer-legal'],
  },
  {
    path: '/grievance-redressal/',
    label: 'Grievance Redressal',
    title: 'Grievance redressal',
    description:
      'How to raise a complaint with our grievance officer, and how to escalate to AMFI, SEBI SCORES, SMART ODR, Bima Bharosa or the Insurance Ombudsman.',
    heading: 'Grievance redressal',
    lead: 'If something has gone wrong, tell us. We answer every complaint within 1-2 business days, and you can escalate beyond us at any time.',
    placements: ['footer-legal'],
  },
  {
    path: '/privacy/',
    label: 'Privacy',
    title: 'Privacy notice',
    description:
      'What personal data this website collects, why, who processes it, how long it is kept, and your rights under the DPDP Act, 2023.',
    heading: 'Privacy notice',
    placements: ['footer-legal'],
  },
] as const satisfies readonly SiteRoute[];

export type RoutePath = (typeof routes)[number]['path'];

/** The words of a route in one language: each language gives one of these for every route (content/en/, content/hi/routes.ts). */
export type RouteText = Pick<SiteRoute, 'label' | 'title' | 'description' | 'heading' | 'lead'>;

/** A service page's path; the slugs live in content/services.ts. */
export type ServicePath = `/services/${string}/`;

/** Any page of this site that a link may name, in either language. */
export type InternalPath = `${LocalePrefix}${RoutePath | ServicePath}`;

/**
 * The href of an internal link, named from the route table: renaming or removing a route fails the
 * type check at every link to it (and the build, here, if a cast slips one past).
 * Write `pathTo('/contact/', locale)`, never the bare string, in app/, components/ and content/.
 */
export function pathTo(path: RoutePath): RoutePath;
export function pathTo(path: RoutePath, locale: Locale): InternalPath;
export function pathTo(path: RoutePath, locale: Locale = 'en'): InternalPath {
  if (!routes.some((r) => r.path === path)) throw new Error(`No route ${path} in content/routes.ts`);
  return localisePath(path, locale);
}
