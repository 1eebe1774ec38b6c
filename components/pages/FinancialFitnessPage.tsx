import { ToolLayout } from '@/components/calculators/ToolLayout';
import { FitnessRulesTable } from '@/components/questionnaires/FitnessRulesTable';
import { FitnessCheckIsland } from '@/components/tools/FitnessCheckIsland';
import { fitnessCheckFor, fitnessWordsFor } from '@/content/financialFitness';
import { routeFor } from '@/content/routes';
import type { Locale } from '@/lib/locale';
import { wordsFor } from '@/lib/locales';
import { pageMetadata } from '@/lib/seo';

const PATH = '/tools/financial-fitness/';

export function financialFitnessMetadata(locale: Locale) {
  return pageMetadata(routeFor(PATH, locale));
}

/** The financial fitness page, in either language: the check, then its rules of thumb and how each area is scored. */
export function FinancialFitnessPage({ locale }: { locale: Locale }) {
  const route = routeFor(PATH, locale);
  const words = fitnessWordsFor(locale);
  const check = fitnessCheckFor(locale);
  return (
    <ToolLayout
      locale={locale}
      route={route}
      note={`${words.intro} ${wordsFor(locale).questionnaires.privacyNote}`}
      tool={<FitnessCheckIsland {...check} />}
      howHeading={words.howHeading}
    >
      <ul className="prose">
        {words.scoringNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <FitnessRulesTable areas={check.areas} text={words.rulesTable} locale={locale} scrollHint={wordsFor(locale).ui.scrollHint} />
      <p className="prose">{words.isNotAdvice}</p>
    </ToolLayout>
  );
}
