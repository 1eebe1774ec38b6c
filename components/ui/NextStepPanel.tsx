import type { NextStep } from '@/content/nextSteps';
import { SiteLink } from './SiteLink';
import styles from './NextStepPanel.module.css';

/** The end of a page that leads somewhere: a heading, a sentence and one or two links (44 px targets). */
export function NextStepPanel({ step }: { step: NextStep }) {
  return (
    <aside className={`card panel ${styles.panel}`} aria-labelledby="next-step-heading" data-print="hide">
      <h2 id="next-step-heading" className={styles.heading}>
        {step.heading}
      </h2>
      <p>{step.text}</p>
      <ul className={styles.links}>
        {step.links.map((link, index) => (
          <li key={link.href}>
            <SiteLink className={`button ${index > 0 ? 'button-secondary' : ''}`} href={link.href}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
