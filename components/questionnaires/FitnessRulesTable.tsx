import { ExternalLink } from '@/components/ui/ExternalLink';
import type { FitnessArea } from '@/content/financialFitness';
import { TableScroll } from './TableScroll';
import styles from './ScoringTable.module.css';

/** Every area's rule of thumb, its weight in the overall score, and where the rule comes from. */
export function FitnessRulesTable({ areas }: { areas: readonly FitnessArea[] }) {
  return (
    <TableScroll label="The rules of thumb and their weights">
      <table className={`data-table ${styles.table}`}>
        <caption>The rules of thumb and their weights</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Rule of thumb</th>
            <th scope="col" className={styles.number}>
              Weight (points)
            </th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <th scope="row">{area.name}</th>
              <td>
                <strong>{area.rule.name}.</strong> {area.rule.statement}
              </td>
              <td className={styles.number}>{area.weight}</td>
              <td>
                <ul className={styles.sources}>
                  {area.rule.sources.map((source) => (
                    <li key={source.href}>
                      <ExternalLink href={source.href}>{source.title}</ExternalLink>, {source.publisher}
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
              Total
            </th>
            <td className={styles.number}>{areas.reduce((sum, a) => sum + a.weight, 0)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
