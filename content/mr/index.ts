// The Marathi words, one export a page or part, named as pages read them (`wordsFor(locale).login`): the
// registry in lib/i18n/words.ts points here once it serves /mr/; until then shape.test.ts holds them to the
// English shape (content/words.ts).
export { loginText as login } from './login';
export { ui } from './ui';
export { ogImageText as ogImage } from './ogImage';
export { grievanceText as grievance } from './grievance';
export { nextStepsText as nextSteps } from './nextSteps';
export { disclosureText as disclosure } from './disclosure';
export { serviceCosts } from './serviceCosts';
export { commissionText as commissions } from './commissions';
export { aboutText as about } from './about';
export { minimumInvestmentText as minimumInvestment } from './minimumInvestment';
export { marketsText as markets } from './markets';
export { featureText as features } from './features';
export { startGuideText as start } from './start';
export { homeText as home } from './home';
export { contactText as contact } from './contact';
export { privacyWords as privacy } from './privacy';
export { disclaimerText as disclaimer } from './disclaimer';
export { riskProfileWords as riskProfile } from './riskProfile';
export { toolsText as tools } from './tools';
export { questionnaireWords as questionnaires } from './questionnaires';
export { toolPagesText as toolPages } from './toolPages';
export { calculatorCopy, calculatorText as calculators, fieldWords } from './calculators';
export { assumedReturnsText as assumedReturns } from './assumedReturns';
export { regulatory, siteText as site } from './site';
export { spuriousCalls } from './spuriousCalls';
export { investorAwarenessText as investorAwareness } from './investorAwareness';
export { financialFitnessWords as fitness } from './financialFitness';
export { routeText as routes } from './routes';
export { legacyRedirectText as legacyRedirect, servicePageWords as servicePages, serviceText as services } from './services';
export { testimonialWords as testimonials } from './testimonials';
export { libraryText as library } from './library';
export { searchText as search } from './search';
export { factUnitWords as factUnits } from './factUnits';
export { loadError } from './loadError';
