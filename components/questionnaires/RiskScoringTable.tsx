import type { RiskBand, RiskQuestion } from '@/lib/riskProfile';
import { TableScroll } from './TableScroll';
import styles from './ScoringTable.module.css';

type RiskScoringTableProps = {
  questions: readonly RiskQuestion[];
  bands: readonly RiskBand[];
};

/**
 * Every answer's points and the band each total falls in, as plain tables: the page's explanation
 * of its scoring, and the way to score by hand when JavaScript is off.
 */
export function RiskScoringTable({ questions, bands }: RiskScoringTableProps) {
  return (
    <>
      <TableScroll label="Points for each answer">
        <table className={`data-table ${styles.table}`}>
          <caption>Points for each answer</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
              <th scope="col" className={styles.number}>
                Points
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
      <TableScroll label="Total score and profile">
        <table className={`data-table ${styles.table}`}>
          <caption>Total score and profile</caption>
          <thead>
            <tr>
              <th scope="col">Total score</th>
              <th scope="col">Profile</th>
              <th scope="col">Riskometer levels that usually suit it</th>
              <th scope="col">Example equity</th>
              <th scope="col">Example debt</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.id}>
                <td>
                  {band.min} to {band.max}
                </td>
                <th scope="row">{band.name}</th>
                <td>{band.riskometer.join(', ')}</td>
                <td>
                  {band.equityPercent[0]}% to {band.equityPercent[1]}%
                </td>
                <td>
                  {band.debtPercent[0]}% to {band.debtPercent[1]}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
