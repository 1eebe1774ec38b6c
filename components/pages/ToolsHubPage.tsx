import { ToolCards } from '@/components/calculators/ToolCards';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { assumedReturnsText } from '@/lib/calculators/calculatorWords';
import { routeFor } from '@/lib/routes';
import { regulatoryLines } from '@/lib/pages/siteWords';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { nextStepsFor } from '@/lib/pages/nextSteps';
import { pageMetadata } from '@/lib/pages/seo';
import { toolCardsIn } from '@/lib/calculators/tools';

/** The /tools/ hub in one language: calculators, then questionnaires, then the scheme-agnostic line and the risk warning. */
export function ToolsHubPage({ locale }: { locale: Locale }) {
  const route = routeFor('/tools/', locale);
  const text = wordsFor(locale).tools;
  const cards = toolCardsIn(text);
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
          <RegulatoryText line={regulatoryLines(locale).mfRiskWarning} />
        </p>
        <NextStepPanel step={nextStepsFor(locale).tools} />
      </Section>
    </>
  );
}

export function toolsHubMetadata(locale: Locale) {
  return pageMetadata(routeFor('/tools/', locale));
}
