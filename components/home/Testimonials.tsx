import { StaticImage } from '@/components/ui/StaticImage';
import type { Testimonial } from '@/content/types';
import styles from './Testimonials.module.css';

type TestimonialsProps = {
  testimonials: readonly Testimonial[];
};

export function Testimonials({ testimonials }: TestimonialsProps) {
  return (
    <ul className="card-grid">
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className={`card ${styles.card}`}>
            <svg className={styles.mark} aria-hidden="true" focusable="false" width="36" height="28" viewBox="0 0 36 28">
              <path d="M0 28V16C0 7 5 1 14 0v6c-4 1-7 4-7 9h7v13zm22 0V16c0-9 5-15 14-16v6c-4 1-7 4-7 9h7v13z" fill="currentColor" />
            </svg>
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <StaticImage image={t.photo} alt="" className={styles.photo} />
              <span>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.job}>{t.jobTitle}</span>
                {/* A quote that is a translation says so, beside whose words it is, so no client seems to have said words they did not write. */}
                {t.translationNote ? <span className={styles.job}>{t.translationNote}</span> : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
