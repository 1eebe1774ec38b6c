import { PrintHeader } from '@/components/calculators/PrintHeader';
import { FitnessCheck } from '@/components/questionnaires/FitnessCheck';
import { FitnessRulesTable } from '@/components/questionnaires/FitnessRulesTable';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import {
  dependantsChoice,
  fitnessAreas,
  fitnessFieldText,
  fitnessFields,
  fitnessIntro,
  fitnessIsNotAdvice,
  fitnessLightThresholds,
  fitnessRules,
  fitnessScoringNotes,
  fitnessShareNote,
  trafficLightLabels,
} from '@/content/financialFitness';
import { discussService, privacyNote } from '@/content/questionnaires';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/financial-fitness/');

export const metadata = pageMetadata(route);

export default function FinancialFitnessPage() {
  return (
    <>
      <PrintHeader />
      <PageHeader heading={route.heading} lead={route.description} />
      <Section>
        <p>
          {fitnessIntro} {privacyNote}
        </p>
        <FitnessCheck
          fields={fitnessFields}
          fieldText={fitnessFieldText}
          dependants={dependantsChoice}
          rules={fitnessRules}
          areas={fitnessAreas}
          thresholds={fitnessLightThresholds}
          lightLabels={trafficLightLabels}
          shareNote={fitnessShareNote}
          discussService={discussService.financialFitness}
        />
      </Section>
      <Section band aria-labelledby="how-it-checks">
        <div className="prose">
          <h2 id="how-it-checks">How the check works</h2>
          <ul>
            {fitnessScoringNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
        <FitnessRulesTable areas={fitnessAreas} />
        <div className="prose">
          <p>{fitnessIsNotAdvice}</p>
        </div>
      </Section>
    </>
  );
}
