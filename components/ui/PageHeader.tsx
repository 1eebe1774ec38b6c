import styles from './PageHeader.module.css';

type PageHeaderProps = {
  heading: string;
  lead?: React.ReactNode;
  eyebrow?: string;
};

/** The band at the top of every inner page: the page's one h1 and a lead paragraph. */
export function PageHeader({ heading, lead, eyebrow }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.heading}>{heading}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </header>
  );
}
