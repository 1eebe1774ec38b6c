import styles from './ServiceLayout.module.css';

type ServiceLayoutProps = {
  sidebar: React.ReactNode;
  children: React.ReactNode;
};

/**
 * Sidebar and article side by side from 960 px, the sidebar on the left. Below that they stack with
 * the article first, so a phone opens on the page's own text and the (open) list of services follows
 * it; the source order is the same at every width, so reading and tab order always match.
 */
export function ServiceLayout({ sidebar, children }: ServiceLayoutProps) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <div className={styles.sidebar}>{sidebar}</div>
    </div>
  );
}
