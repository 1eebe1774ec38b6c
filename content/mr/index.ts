import type { Words } from '../words';
import { loginText } from './login';
import { ui } from './ui';
import { ogImageText as ogImage } from './ogImage';
import { grievanceText as grievance } from './grievance';
import { nextStepsText as nextSteps } from './nextSteps';
import { disclosureText as disclosure } from './disclosure';
import { serviceCosts } from './serviceCosts';
import { commissionText as commissions } from './commissions';
import { aboutText as about } from './about';
import { minimumInvestmentText as minimumInvestment } from './minimumInvestment';
import { marketsText as markets } from './markets';
import { featureText as features } from './features';
import { startGuideText as start } from './start';
import { homeText as home } from './home';
import { contactText as contact } from './contact';
import { privacyWords as privacy } from './privacy';
import { disclaimerText as disclaimer } from './disclaimer';
import { riskProfileWords as riskProfile } from './riskProfile';
import { toolsText as tools } from './tools';
import { questionnaireWords as questionnaires } from './questionnaires';
import { toolPagesText as toolPages } from './toolPages';
import { calculatorCopy, calculatorText as calculators, fieldWords } from './calculators';
import { assumedReturnsText as assumedReturns } from './assumedReturns';
import { regulatory, siteText as site } from './site';
import { spuriousCalls } from './spuriousCalls';
import { investorAwarenessText as investorAwareness } from './investorAwareness';
import { financialFitnessWords as fitness } from './financialFitness';
import { routeText as routes } from './routes';
import { legacyRedirectText as legacyRedirect, servicePageWords as servicePages, serviceText as services } from './services';
import { testimonialWords as testimonials } from './testimonials';
import { libraryText as library } from './library';
import { searchText as search } from './search';
import { factUnitWords as factUnits } from './factUnits';

// The Marathi words, one entry a page or part (the locale registry points here once it serves /mr/).
export const words: Words = {
  login: loginText,
  ui,
  ogImage,
  grievance,
  nextSteps,
  disclosure,
  serviceCosts,
  commissions,
  about,
  minimumInvestment,
  markets,
  features,
  start,
  home,
  contact,
  privacy,
  disclaimer,
  riskProfile,
  tools,
  questionnaires,
  toolPages,
  fieldWords,
  calculators,
  calculatorCopy,
  assumedReturns,
  site,
  regulatory,
  spuriousCalls,
  investorAwareness,
  fitness,
  routes,
  services,
  servicePages,
  legacyRedirect,
  testimonials,
  library,
  search,
  factUnits,
};
