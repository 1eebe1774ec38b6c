import type { NumberFieldWords } from '@/lib/calculators/numberField';
import type { AssumedReturnsText } from './assumedReturns';
import type { LoginText } from './login';
import type { UiText } from './ui';
import type { OgImageText } from './ogImage';
import type { GrievanceText } from './grievance';
import type { NextStepsText } from './nextSteps';
import type { DisclosureText } from './disclosure';
import type { ServiceCostText } from './serviceCosts';
import type { CommissionText } from './commissions';
import type { AboutText } from './about';
import type { MinimumInvestmentText } from './minimumInvestment';
import type { MarketsText } from './markets';
import type { FeatureId, FeatureText } from './features';
import type { StartGuideText } from './start';
import type { HomeText } from './home';
import type { ContactText } from './contact';
import type { PrivacyWords } from './privacy';
import type { DisclaimerText } from './disclaimer';
import type { RiskProfileWords } from './riskProfile';
import type { ToolsText } from './tools';
import type { QuestionnaireWords } from './questionnaires';
import type { ToolPagesText } from './toolPages';
import type { CalculatorCopy, CalculatorTextWords } from './calculators';
import type { RegulatoryLines, SiteText } from './site';
import type { SpuriousCallsNotice } from './spuriousCalls';
import type { InvestorAwarenessText } from './investorAwareness';
import type { FitnessWords } from './financialFitness';
import type { RoutePath, RouteText } from './routes';
import type { LegacyRedirectText, ServicePageWords, ServiceTexts } from './services';
import type { TestimonialWords } from './testimonials';
import type { LibraryText } from './libraryText';
import type { SearchText } from './search';
import type { FactUnitWords } from './factUnits';

// Every word a language supplies, by page or part: content/en/index.ts and content/hi/index.ts each
// export one `Words`, and lib/locales.ts (the locale registry) hands a page its language's with one
// lookup. Each entry's type lives beside the shared facts in content/<name>.ts, so neither language's
// module imports the other's.
export type Words = {
  login: LoginText;
  ui: UiText;
  ogImage: OgImageText;
  grievance: GrievanceText;
  nextSteps: NextStepsText;
  disclosure: DisclosureText;
  serviceCosts: ServiceCostText;
  commissions: CommissionText;
  about: AboutText;
  minimumInvestment: MinimumInvestmentText;
  markets: MarketsText;
  features: Readonly<Record<FeatureId, FeatureText>>;
  start: StartGuideText;
  home: HomeText;
  contact: ContactText;
  privacy: PrivacyWords;
  disclaimer: DisclaimerText;
  riskProfile: RiskProfileWords;
  tools: ToolsText;
  questionnaires: QuestionnaireWords;
  toolPages: ToolPagesText;
  /** The number fields' own words (units, validation messages): what every calculator's island is given. */
  fieldWords: NumberFieldWords;
  calculators: CalculatorTextWords;
  calculatorCopy: CalculatorCopy;
  assumedReturns: AssumedReturnsText;
  site: SiteText;
  regulatory: RegulatoryLines;
  spuriousCalls: SpuriousCallsNotice;
  investorAwareness: InvestorAwarenessText;
  fitness: FitnessWords;
  routes: Readonly<Record<RoutePath, RouteText>>;
  services: ServiceTexts;
  servicePages: ServicePageWords;
  legacyRedirect: LegacyRedirectText;
  testimonials: TestimonialWords;
  /** The investor-education library's labels (its topics are Markdown in content/library/<locale>/). */
  library: LibraryText;
  /** The site search's words, and what readers call each page. */
  search: SearchText;
  /** The units a fact quoted from the register (content/facts/) is written with. */
  factUnits: FactUnitWords;
};
