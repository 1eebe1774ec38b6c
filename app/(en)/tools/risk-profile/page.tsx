import { ToolLayout } from '@/components/calculators/ToolLayout';
import { RiskProfileQuizIsland } from '@/components/tools/RiskProfileQuizIsland';
import { RiskScoringTable } from '@/components/questionnaires/RiskScoringTable';
import { privacyNote } from '@/content/questionnaires';
import {
  riskBands,
  riskIsNotAdvice,
  riskProfileQuiz,
  riskProfileText,
  riskQuestions,
  riskScoringIntro,
  riskSuitabilityNote,
} from '@/content/riskProfile';
import { routeFor } from '@/content/routes';
import { MF_RISK_WARNING } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/risk-profile/');

export const metadata = pageMetadata(route);

export default function RiskProfilePage() {
  return (
    <ToolLayout route={route} note={privacyNote} tool={<RiskProfileQuizIsland {...riskProfileQuiz} />} howHeading="How the score works">
      <div className="prose">
        {riskScoringIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <RiskScoringTable
        questions={riskQuestions}
        bands={riskBands}
        text={riskProfileText.scoringTable}
        levelJoin={riskProfileText.result.levelJoin}
      />
      <div className="prose">
        <p>{riskIsNotAdvice}</p>
        <p>
          <strong>{riskSuitabilityNote}</strong>
        </p>
        <p>{MF_RISK_WARNING}</p>
      </div>
    </ToolLayout>
  );
}
