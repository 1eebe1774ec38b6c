import { ToolLayout } from '@/components/calculators/ToolLayout';
import { FitnessRulesTable } from '@/components/questionnaires/FitnessRulesTable';
import { FitnessCheckIsland } from '@/components/tools/FitnessCheckIsland';
import { routeFor } from '@/lib/routes';
import { fitnessCheckFrom, fitnessWordsWithFigures } from '@/lib/questionnaires/fitnessCheck';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

const PATH = '/tools/financial-fitness/';

export function financialFitnessMetadata(locale: Locale) {
  return pageMetadata(routeFor(PATH, locale));
}

/** The financial fitness page, in either language: the check, then its rules of thumb and how each area is scored. */
export function FinancialFitnessPage({ locale }: { locale: Locale }) {
  const route = routeFor(PATH, locale);
  // The page's one lookup of its language's words; the check is put together from them in lib/.
  const words = wordsFor(locale);
  const fitness = fitnessWordsWithFigures(words.fitness);
  const check = fitnessCheckFrom(words, locale);
  return (
    <ToolLayout
      locale={locale}
      route={route}
      note={`${fitness.intro} ${words.questionnaires.privacyNote}`}
      tool={<FitnessCheckIsland {...check} />}
      howHeading={fitness.howHeading}
    >
      <ul className="prose">
        {fitness.scoringNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <FitnessRulesTable areas={check.areas} text={fitness.rulesTable} locale={locale} scrollHint={words.ui.scrollHint} />
      <p className="prose">{fitness.isNotAdvice}</p>
    </ToolLayout>
  );
}
