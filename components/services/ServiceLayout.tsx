import styles from './ServiceLayout.module.css';

type ServiceLayoutProps = {
  sidebar: React.ReactNode;
  children: React.ReactNode;
};

/** Sidebar and article side by side from 960 px; stacked, sidebar first, below it. */
export function ServiceLayout({ sidebar, children }: ServiceLayoutProps) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.sidebar}>{sidebar}</div>
      {children}
    </div>
  );
}
