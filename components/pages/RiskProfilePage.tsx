import { ToolLayout } from '@/components/calculators/ToolLayout';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { RiskScoringTable } from '@/components/questionnaires/RiskScoringTable';
import { RiskProfileQuizIsland } from '@/components/tools/RiskProfileQuizIsland';
import { riskProfileQuizFor } from '@/lib/questionnaires/riskProfileQuiz';
import { routeFor } from '@/lib/routes';
import { regulatoryLines } from '@/lib/pages/siteWords';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

const PATH = '/tools/risk-profile/';

export function riskProfileMetadata(locale: Locale) {
  return pageMetadata(routeFor(PATH, locale));
}

/** The risk profile page, in either language: the questionnaire, then how its score works and the notes beside it. */
export function RiskProfilePage({ locale }: { locale: Locale }) {
  const route = routeFor(PATH, locale);
  const words = wordsFor(locale).riskProfile;
  const quiz = riskProfileQuizFor(locale);
  const warning = regulatoryLines(locale).mfRiskWarning;
  return (
    <ToolLayout
      locale={locale}
      route={route}
      note={wordsFor(locale).questionnaires.privacyNote}
      tool={<RiskProfileQuizIsland {...quiz} />}
      howHeading={words.howHeading}
    >
      <div className="prose">
        {words.scoringIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <RiskScoringTable
        questions={quiz.questions}
        bands={quiz.bands}
        text={words.text.scoringTable}
        levelJoin={words.text.result.levelJoin}
        levelNames={words.levelNames}
        scrollHint={wordsFor(locale).ui.scrollHint}
      />
      <div className="prose">
        <p>{words.notAdvice}</p>
        <p>
          <strong>{words.suitabilityNote}</strong>
        </p>
        <p>
          <RegulatoryText line={warning} />
        </p>
      </div>
    </ToolLayout>
  );
}
