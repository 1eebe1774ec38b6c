import styles from './Section.module.css';

type SectionProps = React.ComponentProps<'section'> & {
  /** Off-white band behind the section, to separate it from its neighbours. */
  band?: boolean;
};

/** A full-width page section with the content column inside. */
export function Section({ band = false, className, children, ...rest }: SectionProps) {
  return (
    <section className={[styles.section, band ? styles.band : '', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      <div className="container">{children}</div>
    </section>
  );
}
