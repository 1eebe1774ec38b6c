import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { nextSteps } from '@/content/nextSteps';
import { ToolCards } from '@/components/calculators/ToolCards';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { routeFor } from '@/content/routes';
import { SCHEME_AGNOSTIC_NOTE } from '@/content/assumedReturns';
import { MF_RISK_WARNING } from '@/content/site';
import { toolCards, toolsHubIntro } from '@/content/tools';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/');

export const metadata = pageMetadata(route);

export default function ToolsPage() {
  const calculators = toolCards.filter((card) => card.kind === 'calculator');
  const questionnaires = toolCards.filter((card) => card.kind === 'questionnaire');
  return (
    <>
      <PageHeader heading={route.heading} lead={toolsHubIntro} />
      <Section aria-labelledby="calculators-heading">
        <h2 id="calculators-heading">Calculators</h2>
        <ToolCards cards={calculators} />
      </Section>
      {questionnaires.length > 0 ? (
        <Section band aria-labelledby="questionnaires-heading">
          <h2 id="questionnaires-heading">Questionnaires</h2>
          <ToolCards cards={questionnaires} />
        </Section>
      ) : null}
      <Section band={questionnaires.length === 0}>
        <p data-testid="scheme-agnostic">{SCHEME_AGNOSTIC_NOTE}</p>
        <p>{MF_RISK_WARNING}</p>
        <NextStepPanel step={nextSteps.tools} />
      </Section>
    </>
  );
}
