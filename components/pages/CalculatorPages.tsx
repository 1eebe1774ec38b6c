import { ToolCards } from '@/components/calculators/ToolCards';
import { ToolPage } from '@/components/calculators/ToolPage';
import { RegulatoryLineText } from '@/components/calculators/RegulatoryLineText';
import { CostOfDelayCalculatorIsland } from '@/components/tools/CostOfDelayCalculatorIsland';
import { GoalCalculatorIsland } from '@/components/tools/GoalCalculatorIsland';
import { LumpsumCalculatorIsland } from '@/components/tools/LumpsumCalculatorIsland';
import { RegularVsDirectCalculatorIsland } from '@/components/tools/RegularVsDirectCalculatorIsland';
import { RetirementCalculatorIsland } from '@/components/tools/RetirementCalculatorIsland';
import { SipCalculatorIsland } from '@/components/tools/SipCalculatorIsland';
import { StepUpSipCalculatorIsland } from '@/components/tools/StepUpSipCalculatorIsland';
import { SwpCalculatorIsland } from '@/components/tools/SwpCalculatorIsland';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { assumedReturnsText, calculatorCopyFor, calculatorTextFor } from '@/content/calculators';
import { trailCommissionsFor } from '@/content/commissions';
import { routeFor } from '@/content/routes';
import { regulatoryLines } from '@/content/site';
import { toolPagesFor } from '@/content/toolPages';
import { goal, toolCardsFor, toolsTextFor, type CalculatorPath } from '@/content/tools';
import type { Locale } from '@/lib/locale';
import { gapCategories } from '@/lib/regularVsDirect';
import { pageMetadata } from '@/lib/seo';

// The tools hub and every calculator page, in either language: the route files under app/(en) and
// app/hi are one line each. Every word reaches a calculator (an island) as props, in the page's
// language, so both languages load the same JavaScript.

/** The calculator on a page, with its words in the page's language. */
function calculatorFor(path: CalculatorPath, locale: Locale): React.ReactNode {
  const text = calculatorTextFor(locale);
  const copy = calculatorCopyFor(locale);
  switch (path) {
    case '/financial-calculator/':
      return <SipCalculatorIsland copy={copy.sip} text={text} />;
    case '/tools/step-up-sip/':
      return <StepUpSipCalculatorIsland copy={copy.stepUpSip} text={text} />;
    case '/tools/lumpsum/':
      return <LumpsumCalculatorIsland copy={copy.lumpsum} text={text} />;
    case '/tools/swp/':
      return <SwpCalculatorIsland copy={copy.swp} text={text} />;
    case '/tools/goal/': {
      const presets = goal.presets.map((preset, index) => ({ ...preset, label: copy.goal.presets[index] ?? preset.label }));
      return <GoalCalculatorIsland copy={copy.goal} text={text} presets={presets} />;
    }
    case '/tools/retirement/':
      return <RetirementCalculatorIsland copy={copy.retirement} text={text} />;
    case '/tools/cost-of-delay/':
      return <CostOfDelayCalculatorIsland copy={copy.costOfDelay} text={text} />;
    case '/tools/regular-vs-direct/':
      return (
        <RegularVsDirectCalculatorIsland copy={copy.regularVsDirect} text={text} categories={gapCategories(trailCommissionsFor(locale))} />
      );
  }
}

/** A calculator's page in one language. */
export function CalculatorPage({ path, locale }: { path: CalculatorPath; locale: Locale }) {
  const route = routeFor(path, locale);
  return <ToolPage route={route} locale={locale} {...toolPagesFor(locale)[path]} calculator={calculatorFor(path, locale)} />;
}

export function calculatorMetadata(path: CalculatorPath, locale: Locale) {
  return pageMetadata(routeFor(path, locale));
}

/** The /tools/ hub in one language: calculators, then questionnaires, then the scheme-agnostic line and the risk warning. */
export function ToolsHubPage({ locale }: { locale: Locale }) {
  const route = routeFor('/tools/', locale);
  const text = toolsTextFor(locale);
  const cards = toolCardsFor(locale);
  const calculators = cards.filter((card) => card.kind === 'calculator');
  const questionnaires = cards.filter((card) => card.kind === 'questionnaire');
  return (
    <>
      <PageHeader heading={route.heading} lead={text.hub.intro} />
      <Section aria-labelledby="calculators-heading">
        <h2 id="calculators-heading">{text.hub.calculators}</h2>
        <ToolCards cards={calculators} locale={locale} />
      </Section>
      {questionnaires.length > 0 ? (
        <Section band aria-labelledby="questionnaires-heading">
          <h2 id="questionnaires-heading">{text.hub.questionnaires}</h2>
          <ToolCards cards={questionnaires} locale={locale} />
        </Section>
      ) : null}
      <Section band={questionnaires.length === 0}>
        <p data-testid="scheme-agnostic">{assumedReturnsText(locale).schemeAgnosticNote}</p>
        <p>
          <RegulatoryLineText line={regulatoryLines(locale).mfRiskWarning} />
        </p>
        <NextStepPanel step={text.nextStep} />
      </Section>
    </>
  );
}

export function toolsHubMetadata(locale: Locale) {
  return pageMetadata(routeFor('/tools/', locale));
}
