import { PrintHeader } from '@/components/calculators/PrintHeader';
import { RiskProfileQuiz } from '@/components/questionnaires/RiskProfileQuiz';
import { RiskScoringTable } from '@/components/questionnaires/RiskScoringTable';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { discussService, privacyNote } from '@/content/questionnaires';
import { riskBands, riskIsNotAdvice, riskQuestions, riskScoringIntro, riskShareNote, riskSuitabilityNote } from '@/content/riskProfile';
import { routeFor } from '@/content/routes';
import { MF_RISK_WARNING } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/risk-profile/');

export const metadata = pageMetadata(route);

export default function RiskProfilePage() {
  return (
    <>
      <PrintHeader />
      <PageHeader heading={route.heading} lead={route.description} />
      <Section>
        <p>{privacyNote}</p>
        <RiskProfileQuiz
          questions={riskQuestions}
          bands={riskBands}
          discussService={discussService.riskProfile}
          suitabilityNote={riskSuitabilityNote}
          notAdvice={riskIsNotAdvice}
          shareNote={riskShareNote}
        />
      </Section>
      <Section band aria-labelledby="how-it-scores">
        <div className="prose">
          <h2 id="how-it-scores">How the score works</h2>
          {riskScoringIntro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <RiskScoringTable questions={riskQuestions} bands={riskBands} />
        <div className="prose">
          <p>{riskIsNotAdvice}</p>
          <p>
            <strong>{riskSuitabilityNote}</strong>
          </p>
          <p>{MF_RISK_WARNING}</p>
        </div>
      </Section>
    </>
  );
}
