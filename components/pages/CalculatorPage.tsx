import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/lib/routes';
import { toolPageFor } from '@/lib/calculators/toolPages';
import { LibraryLinks } from '@/components/library/LibraryLinks';
import { wordsFor } from '@/lib/i18n/words';
import { loadLibrary } from '@/lib/library';
import { topicsForCalculator } from '@/lib/library/related';
import type { CalculatorPath } from '@/lib/calculators';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';

// A calculator's page in either language. The route file passes the calculator itself (its island,
// with its props from calculatorIslandProps in lib/calculators/calculatorWords.ts): each page imports only its
// own island, so its exported HTML carries only its own calculator's CSS.

type CalculatorPageProps = { path: CalculatorPath; locale: Locale; calculator: React.ReactNode };

export function CalculatorPage({ path, locale, calculator }: CalculatorPageProps) {
  const words = wordsFor(locale).library.related;
  const learnMore = (
    <LibraryLinks id="library-topics" heading={words.heading} lead={words.lead} topics={topicsForCalculator(loadLibrary(locale), path)} />
  );
  return (
    <ToolPage route={routeFor(path, locale)} locale={locale} {...toolPageFor(path, locale)} calculator={calculator} learnMore={learnMore} />
  );
}

export function calculatorMetadata(path: CalculatorPath, locale: Locale) {
  return pageMetadata(routeFor(path, locale));
}
