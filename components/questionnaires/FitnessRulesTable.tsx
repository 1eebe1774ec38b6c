import { ExternalLink } from '@/components/ui/ExternalLink';
import type { FitnessArea, FitnessRulesTableText } from '@/content/financialFitness';
import type { Locale } from '@/lib/i18n/locale';
import { TableScroll } from './TableScroll';
import styles from './ScoringTable.module.css';

/** Every area's rule of thumb, its weight in the overall score, and where the rule comes from. */
export function FitnessRulesTable({
  areas,
  text,
  locale,
  scrollHint,
}: {
  areas: readonly FitnessArea[];
  text: FitnessRulesTableText;
  locale: Locale;
  /** Under the table when it scrolls sideways on a phone (content/ui.ts, in the page's language). */
  scrollHint: string;
}) {
  // On a Hindi page the English titles and publishers' names say they are English, for screen readers.
  const sourceLang = locale === 'en' ? undefined : 'en-IN';
  return (
    <TableScroll label={text.caption} hint={scrollHint}>
      <table className={`data-table ${styles.table}`}>
        <caption>{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.area}</th>
            <th scope="col">{text.rule}</th>
            <th scope="col" className={styles.number}>
              {text.weight}
            </th>
            <th scope="col">{text.source}</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <th scope="row">{area.name}</th>
              <td>
                <strong>
                  {area.rule.name}
                  {text.ruleNameEnd}
                </strong>{' '}
                {area.rule.statement}
              </td>
              <td className={styles.number}>{area.weight}</td>
              <td>
                <ul className={styles.sources}>
                  {area.rule.sources.map((source) => (
                    <li key={source.href}>
                      {/* Cited as published, in English: a translated title would name no real article. */}
                      <ExternalLink locale={locale} href={source.href}>
                        <cite lang={sourceLang}>{source.title}</cite>
                      </ExternalLink>
                      , <cite lang={sourceLang}>{source.publisher}</cite>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {text.total}
            </th>
            <td className={styles.number}>{areas.reduce((sum, a) => sum + a.weight, 0)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
