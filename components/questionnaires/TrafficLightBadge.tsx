import type { TrafficLight } from '@/lib/questionnaires/financialFitness';
import styles from './TrafficLightBadge.module.css';

// A shape for each light as well as a colour, so the light reads without colour vision and on paper.
const SHAPES: Record<TrafficLight, React.ReactNode> = {
  green: <path d="M4.5 8.5l2.3 2.3 4.7-5" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  amber: <path d="M4.5 8h7" strokeWidth="2" strokeLinecap="round" />,
  red: <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" strokeWidth="2" strokeLinecap="round" />,
};

/** A traffic light as a badge: an icon, and the light's meaning in words. */
export function TrafficLightBadge({ light, label }: { light: TrafficLight; label: string }) {
  return (
    <span className={styles.badge} data-light={light}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <circle cx="8" cy="8" r="8" />
        {SHAPES[light]}
      </svg>
      {label}
    </span>
  );
}
