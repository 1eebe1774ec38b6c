import type { RiskBand } from '@/lib/riskProfile';
import { RiskometerScale } from './RiskometerScale';
import { DefinitionList } from '@/components/ui/DefinitionList';
import styles from './QuestionnaireResult.module.css';

type RiskProfileResultProps = {
  band: RiskBand;
  score: number;
  maxScore: number;
  headingId: string;
  /** Receives focus when the result appears, so keyboard and screen-reader users land on it. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  suitabilityNote: string;
  notAdvice: string;
  /** "Discuss this with us", share and print: the actions under the result. */
  actions: React.ReactNode;
};

/** What a profile means, what usually suits it and what to ask, for one result. */
export function RiskProfileResult({
  band,
  score,
  maxScore,
  headingId,
  headingRef,
  suitabilityNote,
  notAdvice,
  actions,
}: RiskProfileResultProps) {
  const [equityLow, equityHigh] = band.equityPercent;
  const [debtLow, debtHigh] = band.debtPercent;
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <p className="eyebrow">Your risk profile</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading} data-testid="risk-profile-name">
        {band.name}
      </h2>
      <p className={styles.score}>
        Score <strong data-testid="risk-profile-score">{score}</strong> of {maxScore} (this profile: {band.min} to {band.max})
      </p>
      <p>{band.meaning}</p>

      <div className={styles.columns}>
        <div>
          <h3>Fund categories often looked at</h3>
          <ul>
            {band.categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>An example mix</h3>
          <DefinitionList
            className={styles.mix}
            entries={[
              ['Equity', `${equityLow}% to ${equityHigh}%`],
              ['Debt', `${debtLow}% to ${debtHigh}%`],
            ]}
          />
        </div>
      </div>

      <h3>Riskometer levels that usually suit it</h3>
      <RiskometerScale
        marked={band.riskometer}
        caption={`Usually suits: ${band.riskometer.join(', ')}. SEBI’s riskometer has six levels; each scheme shows its own.`}
      />

      <h3>What to ask before investing</h3>
      <ul>
        {band.askBeforeInvesting.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>

      <p className={styles.note}>{notAdvice}</p>
      <p className={styles.note}>
        <strong>{suitabilityNote}</strong>
      </p>
      <div className={`button-row ${styles.actions}`}>{actions}</div>
    </section>
  );
}
