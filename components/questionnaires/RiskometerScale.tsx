import { RISKOMETER_LEVELS, type RiskometerLevel } from '@/lib/questionnaires/riskProfile';
import styles from './RiskometerScale.module.css';

type RiskometerScaleProps = {
  /** The levels to mark, lowest first. */
  marked: readonly RiskometerLevel[];
  /** Read out after each marked level, so the marking is not conveyed by colour alone. */
  markedText: string;
  /** Each level as the page's language writes it. */
  levelNames: Readonly<Record<RiskometerLevel, string>>;
  caption: string;
};

/** SEBI's six riskometer levels in a row, the ones people with a profile often consider marked. */
export function RiskometerScale({ marked, markedText, levelNames, caption }: RiskometerScaleProps) {
  return (
    <figure className={styles.figure}>
      <ol className={styles.scale}>
        {RISKOMETER_LEVELS.map((level, index) => {
          const on = marked.includes(level);
          return (
            <li
              key={level}
              className={styles.level}
              data-marked={on ? 'true' : undefined}
              style={{ '--step': index } as React.CSSProperties}
            >
              <span className={styles.bar} aria-hidden="true" />
              <span className={styles.name}>
                {levelNames[level]}
                {on ? <span className="visually-hidden"> {markedText}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
