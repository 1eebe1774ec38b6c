import type { RiskProfileText } from '@/content/riskProfile';
import type { FundCategoryId, RiskBand, RiskometerLevel } from '@/lib/questionnaires/riskProfile';
import { fillTemplate } from '@/lib/template';
import { RiskometerScale } from './RiskometerScale';
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
  text: RiskProfileText['result'];
  categoryNames: Readonly<Record<FundCategoryId, string>>;
  levelNames: Readonly<Record<RiskometerLevel, string>>;
  typicalRiskometer: Readonly<Record<FundCategoryId, readonly RiskometerLevel[]>>;
  /** "Discuss this with us", share and print: the actions under the result. */
  actions: React.ReactNode;
};

/** What a profile means, the categories and riskometer levels people with it often consider, and what to ask, for one result. */
export function RiskProfileResult({
  band,
  score,
  maxScore,
  headingId,
  headingRef,
  suitabilityNote,
  notAdvice,
  text,
  categoryNames,
  levelNames,
  typicalRiskometer,
  actions,
}: RiskProfileResultProps) {
  // The score sits in bold where the sentence puts it, whatever the language's word order.
  const [scoreBefore = '', scoreAfter = ''] = fillTemplate(text.score, { max: maxScore, min: band.min, bandMax: band.max }).split(
    '{score}',
  );
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <p className="eyebrow">{text.eyebrow}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading} data-testid="risk-profile-name">
        {band.name}
      </h2>
      <p className={styles.score}>
        {scoreBefore}
        <strong data-testid="risk-profile-score">{score}</strong>
        {scoreAfter}
      </p>
      <p>{band.meaning}</p>

      <h3>{text.categoriesHeading}</h3>
      <ul data-testid="risk-profile-categories">
        {band.categories.map((category) => (
          <li key={category}>
            {categoryNames[category]}{' '}
            {fillTemplate(text.categoryTypical, {
              levels: typicalRiskometer[category].map((level) => levelNames[level]).join(text.typicalJoin),
            })}
          </li>
        ))}
      </ul>

      <h3>{text.riskometerHeading}</h3>
      <RiskometerScale
        marked={band.riskometer}
        markedText={text.markedLevel}
        levelNames={levelNames}
        caption={fillTemplate(text.riskometerCaption, { levels: band.riskometer.map((level) => levelNames[level]).join(text.levelJoin) })}
      />

      <h3>{text.askHeading}</h3>
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
