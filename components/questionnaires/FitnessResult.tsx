import type { FitnessArea, FitnessResultText, FitnessInsuranceLine } from '@/content/financialFitness';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import type { FitnessAreaResult, FitnessResult as FitnessResultData, TrafficLight } from '@/lib/questionnaires/financialFitness';
import type { Locale } from '@/lib/i18n/locale';
import { formatInrWords } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { TrafficLightBadge } from './TrafficLightBadge';
import resultStyles from './QuestionnaireResult.module.css';
import styles from './FitnessResult.module.css';

type FitnessResultProps = {
  result: FitnessResultData;
  locale: Locale;
  areas: readonly FitnessArea[];
  lightLabels: Readonly<Record<TrafficLight, string>>;
  text: FitnessResultText;
  /** Shown beside each area that points at insurance, on screen and in print. */
  insurance: FitnessInsuranceLine;
  /** "Discuss this with us", share and print. */
  actions: React.ReactNode;
};

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** The visitor's figure against the rule, in words: "4.2 months of expenses and EMIs, against 6." */
function figureText(area: FitnessArea, r: FitnessAreaResult, text: FitnessResultText, locale: Locale): string {
  if (r.measured === null || r.target === null) return area.notApplicable ?? '';
  const format = area.measure === 'rupees' ? (n: number) => formatInrWords(n, locale) : (n: number) => oneDecimal.format(n);
  return fillTemplate(text.figure[area.measure], { measured: format(r.measured), target: format(r.target) });
}

/** The overall score, then one card per area: its light, the figure against its rule, and what people in that position often look at. */
export function FitnessResult({ result, locale, areas, lightLabels, text, insurance, actions }: FitnessResultProps) {
  const [totalBefore = '', totalAfter = ''] = text.total.split('{total}');
  const registration = fillTemplate(text.insuranceRegistration, { firm: insurance.firm, registration: insurance.registration });
  return (
    // data-result: what useCalculatorForm brings into view once the result appears.
    <section className={resultStyles.result} aria-labelledby="fitness-result-heading" data-result>
      <p className="eyebrow">{text.eyebrow}</p>
      <h2 id="fitness-result-heading" className={resultStyles.heading}>
        {totalBefore}
        <span data-testid="fitness-total">{result.total}</span>
        {totalAfter}
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
              <p className={styles.figure}>{figureText(area, r, text, locale)}</p>
              <p className={styles.rule}>{fillTemplate(text.rule, { rule: area.rule.name, points: r.points, weight: r.weight })}</p>
              <p className={styles.action}>
                <strong>{text.lookAtHeading}</strong> {area.lookAt[r.light]}
              </p>
              {area.insurance ? (
                <p className={styles.rule} data-testid={`fitness-insurance-${r.id}`}>
                  {registration} <RegulatoryText line={insurance.solicitation} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={resultStyles.actions}>{actions}</div>
    </section>
  );
}
