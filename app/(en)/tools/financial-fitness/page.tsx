import { ToolLayout } from '@/components/calculators/ToolLayout';
import { FitnessCheckIsland } from '@/components/tools/FitnessCheckIsland';
import { FitnessRulesTable } from '@/components/questionnaires/FitnessRulesTable';
import {
  fitnessAreas,
  fitnessCheck,
  fitnessIntro,
  fitnessIsNotAdvice,
  fitnessRulesTableText,
  fitnessScoringNotes,
} from '@/content/financialFitness';
import { privacyNote } from '@/content/questionnaires';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/financial-fitness/');

export const metadata = pageMetadata(route);

export default function FinancialFitnessPage() {
  return (
    <ToolLayout
      route={route}
      note={`${fitnessIntro} ${privacyNote}`}
      tool={<FitnessCheckIsland {...fitnessCheck} />}
      howHeading="How the check works"
    >
      <ul className="prose">
        {fitnessScoringNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <FitnessRulesTable areas={fitnessAreas} text={fitnessRulesTableText} />
      <p className="prose">{fitnessIsNotAdvice}</p>
    </ToolLayout>
  );
}
