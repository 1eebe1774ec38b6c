// The specification's own words (../shared/spec/website-spec.md), in one place. QA tests the exported
// English pages against the spec, so wherever the spec quotes or names a visible string, the page shows
// those exact words: the content modules below read them from here instead of writing them again, and
// content/specStrings.test.ts holds the record to the spec file and the pages to the record.
// The Hindi edition translates them in its own content modules, as it does every other English word.
//
// Not here, on purpose: the spec's service categories ("financial planning", "tax planning" ...) name
// financial planning, which is investment advice a distributor may not offer (DESIGN.md, regulatory
// facts), so the services carry "guidance" names; and the words in specWordsNotShown below.

export type SpecString = {
  /** The spec's heading the words stand under, as the spec file writes it (e.g. "Login" for "### Login"). */
  section: string;
  /** The English page that shows them, or "*" for the navbar and footer on every page. */
  route: string;
  /** The spec's words, character for character. */
  text: string;
  /**
   * "exact": the page's string is these words and nothing else. "within": the site keeps its own
   * words beside them (a time zone after the hours, "(optional)" after a field's label), and the
   * spec's words stand in it unbroken.
   */
  match: 'exact' | 'within';
};

export const specStrings = {
  // Navbar (every page): the five links in the spec's order, then the Login button.
  navHome: { section: 'Navbar (all pages)', route: '*', text: 'Home', match: 'exact' },
  navAbout: { section: 'Navbar (all pages)', route: '*', text: 'About Us', match: 'exact' },
  navServices: { section: 'Navbar (all pages)', route: '*', text: 'Services', match: 'exact' },
  navEducation: { section: 'Navbar (all pages)', route: '*', text: 'Investor Education', match: 'exact' },
  navContact: { section: 'Navbar (all pages)', route: '*', text: 'Contact Us', match: 'exact' },
  navLogin: { section: 'Navbar (all pages)', route: '*', text: 'Login', match: 'exact' },

  // Footer (every page): "29-Jan-2027" and the copyright line that starts at 2024.
  arnValidTill: { section: 'Footer (all pages)', route: '*', text: '29-Jan-2027', match: 'within' },
  copyrightYear: { section: 'Footer (all pages)', route: '*', text: '2024', match: 'within' },

  // Home: the hero's button and the six feature cards, in the spec's order.
  heroButton: { section: 'Home', route: '/', text: 'Learn More', match: 'exact' },
  featureFinancialCalculator: { section: 'Home', route: '/', text: 'Financial Calculator', match: 'exact' },
  featureDownloadForm: { section: 'Home', route: '/', text: 'Download Form', match: 'exact' },
  featureBuyMfOnline: { section: 'Home', route: '/', text: 'Buy MF Online', match: 'exact' },
  featureFinancialFitness: { section: 'Home', route: '/', text: 'Financial Fitness', match: 'exact' },
  featureRiskProfile: { section: 'Home', route: '/', text: 'Risk Profile', match: 'exact' },
  featurePayPremiumOnline: { section: 'Home', route: '/', text: 'Pay Premium Online', match: 'exact' },
  // Section 1 names the home page's About Us and Market Overview sections.
  aboutSection: { section: '1. What the product does and for whom', route: '/', text: 'About Us', match: 'exact' },
  marketSection: { section: '1. What the product does and for whom', route: '/', text: 'Market Overview', match: 'exact' },

  // Login: the spec quotes the heading and subtitle; the email field's name is "username".
  loginHeading: { section: 'Login', route: '/login/', text: 'Login to your Account', match: 'exact' },
  loginSubtitle: { section: 'Login', route: '/login/', text: 'Login to see your dashboard', match: 'exact' },
  loginUsernameName: { section: 'Login', route: '/login/', text: 'username', match: 'exact' },
  loginPasswordName: { section: 'Login', route: '/login/', text: 'password', match: 'exact' },
  loginButton: { section: 'Login', route: '/login/', text: 'Login', match: 'exact' },
  loginButtonTitle: { section: 'Login', route: '/login/', text: 'Sign In', match: 'exact' },

  // Financial calculator: the button that works out the maturity amount.
  calculate: { section: 'Financial calculator', route: '/financial-calculator/', text: 'Calculate', match: 'exact' },
  // Its three sliders' labels: section 5's rows, and section 3's "annual return rate" inside the
  // label that states it as an assumption (AMFI's guideline).
  sipAmountLabel: { section: '5. Validation rules', route: '/financial-calculator/', text: 'Monthly investment', match: 'exact' },
  sipRateLabel: { section: '3. Entities and their fields', route: '/financial-calculator/', text: 'annual return rate', match: 'within' },
  sipYearsLabel: { section: '5. Validation rules', route: '/financial-calculator/', text: 'Duration (years)', match: 'exact' },

  // Contact: the form's title, its fields, the select's first option and the button; the hours.
  contactFormTitle: { section: 'Contact', route: '/contact/', text: 'Your Request', match: 'exact' },
  contactFullName: { section: 'Contact', route: '/contact/', text: 'Full Name', match: 'exact' },
  contactEmail: { section: 'Contact', route: '/contact/', text: 'Email', match: 'within' },
  contactPhone: { section: 'Contact', route: '/contact/', text: 'Phone', match: 'exact' },
  contactServicePrompt: { section: 'Contact', route: '/contact/', text: 'Services', match: 'exact' },
  contactSubmit: { section: 'Contact', route: '/contact/', text: 'Send Request', match: 'exact' },
  contactHours: { section: 'Contact', route: '/contact/', text: 'Monday-Friday 9am-7pm', match: 'within' },

  // Grievance redressal: the response time (the two steps, by email and by call, are its two headings).
  grievanceResponse: {
    section: 'Grievance redressal',
    route: '/grievance-redressal/',
    text: 'Response within 1-2 business days',
    match: 'within',
  },

  // Disclosure: the office hours (the trail table is specTrailCommissions below).
  officeHours: { section: 'Disclosure', route: '/disclosure/', text: 'Monday-Friday 9:30 AM-5:30 PM', match: 'within' },
} as const satisfies Record<string, SpecString>;

/** The navbar's links in the spec's order (the site adds its calculators hub before Contact Us). */
export const specNavLinks = [
  specStrings.navHome,
  specStrings.navAbout,
  specStrings.navServices,
  specStrings.navEducation,
  specStrings.navContact,
] as const;

/** The six feature cards' names in the spec's order. */
export const specFeatureNames = [
  specStrings.featureFinancialCalculator,
  specStrings.featureDownloadForm,
  specStrings.featureBuyMfOnline,
  specStrings.featureFinancialFitness,
  specStrings.featureRiskProfile,
  specStrings.featurePayPremiumOnline,
] as const;

/** Section 9's table of trail commissions, row for row: [scheme type, trail range]. */
export const specTrailCommissions = [
  ['Liquid / Ultra Short', '0.05-0.20%'],
  ['Short Term Income', '0.45-0.50%'],
  ['Income', '0.45-0.65%'],
  ['Gilt', '0.59-0.90%'],
  ['Hybrid Debt / MIP', '0.60-1.20%'],
  ['Arbitrage', '0.55-0.60%'],
  ['Fund of Funds', '0.25-0.50%'],
  ['ELSS', '0.65-1.20%'],
  ['Index', '0.20-0.50%'],
  ['Equity / Hybrid Equity / Balance', '0.65-1.40%'],
  ['Fixed Maturity Plans', 'variable'],
] as const;

/** Section 5's sliders: min, max, step and default of the SIP calculator (lib/calculators/sip.ts's SIP_LIMITS). */
export const specSipSliders = {
  amount: { row: 'Monthly investment', min: 1000, max: 50000, step: 500, default: 1000 },
  rate: { row: 'Annual return rate (percent)', min: 1, max: 20, step: 0.1, default: 1 },
  years: { row: 'Duration (years)', min: 1, max: 30, step: 1, default: 1 },
} as const;

/** Words the spec quotes that no page shows, and why: the test checks every quotation is here or above. */
export const specWordsNotShown = [
  {
    text: 'Loading chunk {id} failed',
    why: 'the bundler’s internal error (section 8); the page says content/loadError.ts’s words instead',
  },
  { text: 'Services1', why: 'the spec’s stand-in for a real service: the select lists the ten services after "Services"' },
  { text: 'Services2', why: 'as Services1' },
  { text: 'Services3', why: 'as Services1' },
] as const;
