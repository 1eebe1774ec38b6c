import type { FitnessArea } from '@/content/financialFitness';
import type { FitnessAreaResult, FitnessResult as FitnessResultData, TrafficLight } from '@/lib/financialFitness';
import { formatInrWords } from '@/lib/format';
import { TrafficLightBadge } from './TrafficLightBadge';
import resultStyles from './QuestionnaireResult.module.css';
import styles from './FitnessResult.module.css';

type FitnessResultProps = {
  result: FitnessResultData;
  areas: readonly FitnessArea[];
  lightLabels: Readonly<Record<TrafficLight, string>>;
  /** "Discuss this with us", share and print. */
  actions: React.ReactNode;
};

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** The visitor's figure against the rule, in words: "4.2 months, against 6". */
function figureText(area: FitnessArea, r: FitnessAreaResult): string {
  if (r.measured === null || r.target === null) return area.notApplicable ?? '';
  switch (area.measure) {
    case 'months':
      return `${oneDecimal.format(r.measured)} months of expenses and EMIs, against ${r.target}.`;
    case 'percent':
      return area.id === 'debt'
        ? `${oneDecimal.format(r.measured)}% of take-home income, against at most ${r.target}%.`
        : `${oneDecimal.format(r.measured)}% of take-home income, against at least ${r.target}%.`;
    case 'rupees':
      return `${formatInrWords(r.measured)}, against ${formatInrWords(r.target)}.`;
  }
}

/** The overall score, then one card per area: its light, the figure against its rule, and one thing to do. */
export function FitnessResult({ result, areas, lightLabels, actions }: FitnessResultProps) {
  return (
    <section className={resultStyles.result} aria-labelledby="fitness-result-heading">
      <p className="eyebrow">Your financial fitness</p>
      <h2 id="fitness-result-heading" className={resultStyles.heading}>
        <span data-testid="fitness-total">{result.total}</span> out of 100
      </h2>
      <ul className={styles.areas}>
        {result.areas.map((r) => {
          const area = areas.find((a) => a.id === r.id);
          if (!area) return null;
          return (
            <li key={r.id} className={styles.area} data-light={r.light} data-testid={`fitness-area-${r.id}`}>
              <div className={styles.areaTop}>
                <h3 className={styles.areaName}>{area.name}</h3>
                <TrafficLightBadge light={r.light} label={lightLabels[r.light]} />
              </div>
              <p className={styles.figure}>{figureText(area, r)}</p>
              <p className={styles.rule}>
                Rule of thumb: {area.rule.name}. {r.points} of {r.weight} points.
              </p>
              <p className={styles.action}>
                <strong>Next step:</strong> {area.actions[r.light]}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={resultStyles.actions}>{actions}</div>
    </section>
  );
}
