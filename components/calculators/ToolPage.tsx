import { SiteLink } from '@/components/ui/SiteLink';
import type { SiteRoute } from '@/content/routes';
import type { CalculatorExplainer } from '@/content/tools';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { toolPageText } from '@/lib/calculators/toolPages';
import { DefinitionList } from '@/components/ui/DefinitionList';
import type { Locale } from '@/lib/i18n/locale';
import { ToolLayout } from './ToolLayout';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { pathTo } from '@/content/routes';
import styles from './ToolPage.module.css';

type ToolPageProps = {
  route: SiteRoute;
  explainer: CalculatorExplainer;
  /** The worked example under the formula, computed at build time, and the query that opens it in the calculator. */
  example: { sentence: string; query: string };
  /** One more paragraph after the risk warning. */
  note?: string;
  /** The calculator island. */
  calculator: React.ReactNode;
  /** The page's language (English unless given). */
  locale: Locale;
  /** The library topics that go with this calculator. */
  learnMore?: React.ReactNode;
};

/** A calculator page: the calculator, then how it works (formula, worked example, assumptions), readable without JavaScript. */
export function ToolPage({ route, explainer, example, note, calculator, locale, learnMore }: ToolPageProps) {
  const text = toolPageText(locale);
  return (
    <ToolLayout route={route} tool={calculator} howHeading={text.howHeading} locale={locale}>
      <div className="prose">
        <p>{explainer.intro}</p>
        {explainer.formulas.map((formula) => (
          <p key={formula.shown} className={styles.formula}>
            <span aria-hidden="true">{formula.shown}</span>
            <span className="visually-hidden">{formula.spoken}</span>
          </p>
        ))}
        <DefinitionList className={styles.terms} entries={explainer.terms.map((term) => [term.symbol, term.meaning] as const)} />

        <h3>{text.workedExample}</h3>
        <p>
          {example.sentence} <a href={`?${example.query}`}>{text.openExample}</a>
          {text.sentenceEnd}
        </p>

        <h3>{text.assumes}</h3>
        <ul>
          {explainer.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>

        <p className={styles.warning}>
          <RegulatoryText line={regulatoryLines(locale).mfRiskWarning} />
        </p>
        {note ? <p>{note}</p> : null}
        {learnMore}
        {/* A list of two next steps, each a 44 px target on a phone. */}
        <ul className={styles.next} data-print="hide">
          <li>
            <SiteLink href={pathTo('/tools/', locale)}>{text.moreCalculators}</SiteLink>
          </li>
          <li>
            <SiteLink href={pathTo('/contact/', locale)}>{text.talkToUs}</SiteLink>
          </li>
        </ul>
      </div>
    </ToolLayout>
  );
}
