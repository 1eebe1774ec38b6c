import type { RiskProfileText } from '@/content/riskProfile';
import type { RiskBand, RiskometerLevel, RiskQuestion } from '@/lib/questionnaires/riskProfile';
import { fillTemplate } from '@/lib/template';
import { TableScroll } from './TableScroll';
import styles from './ScoringTable.module.css';

type RiskScoringTableProps = {
  questions: readonly RiskQuestion[];
  bands: readonly RiskBand[];
  text: RiskProfileText['scoringTable'];
  /** Joins a band's riskometer levels. */
  levelJoin: string;
  levelNames: Readonly<Record<RiskometerLevel, string>>;
  /** Under each table when it scrolls sideways on a phone (content/ui.ts, in the page's language). */
  scrollHint: string;
};

/**
 * Every answer's points and the band each total falls in, as plain tables: the page's explanation
 * of its scoring, and the way to score by hand when JavaScript is off.
 */
export function RiskScoringTable({ questions, bands, text, levelJoin, levelNames, scrollHint }: RiskScoringTableProps) {
  return (
    <>
      <TableScroll label={text.pointsCaption} hint={scrollHint}>
        <table className={`data-table ${styles.table}`}>
          <caption>{text.pointsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.question}</th>
              <th scope="col">{text.answer}</th>
              <th scope="col" className={styles.number}>
                {text.points}
              </th>
            </tr>
          </thead>
          {questions.map((question, q) => (
            <tbody key={question.id} className={styles.group}>
              {question.options.map((option, index) => (
                <tr key={option.label}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={question.options.length}>
                      {q + 1}. {question.legend}
                    </th>
                  ) : null}
                  <td>{option.label}</td>
                  <td className={styles.number}>{option.points}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </TableScroll>
      <TableScroll label={text.bandsCaption} hint={scrollHint}>
        <table className={`data-table ${styles.table}`}>
          <caption>{text.bandsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.total}</th>
              <th scope="col">{text.profile}</th>
              <th scope="col">{text.riskometer}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.id}>
                <td>{fillTemplate(text.range, { min: band.min, max: band.max })}</td>
                <th scope="row">{band.name}</th>
                <td>{band.riskometer.map((level) => levelNames[level]).join(levelJoin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
