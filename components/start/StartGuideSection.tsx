import { InlineRuns } from '@/components/legal/InlineRuns';
import { RowHeaderTable } from '@/components/ui/RowHeaderTable';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { StartBlock, StartSection, StartSource } from '@/content/start';
import type { StartClasses } from './ChecklistView';

function Blocks({ blocks, styles }: { blocks: readonly StartBlock[]; styles: StartClasses }) {
  return blocks.map((block, index) => (
    <div key={block.heading ?? index} className={styles.block}>
      {block.heading ? <h3>{block.heading}</h3> : null}
      {block.paragraphs?.map((runs, i) => (
        <p key={i}>
          <InlineRuns runs={runs} />
        </p>
      ))}
      {block.bullets ? (
        <ul>
          {block.bullets.map((runs, i) => (
            <li key={i}>
              <InlineRuns runs={runs} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  ));
}

/** Where the section's facts were checked, and when the site's regulatory text was last reviewed. */
export function StartSources({
  sources,
  label,
  reviewed,
  styles,
}: {
  sources: readonly StartSource[];
  label: string;
  reviewed: string;
  styles: StartClasses;
}) {
  return (
    <div className={styles.sources}>
      <p>
        {label} ({reviewed}):
      </p>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <ExternalLink locale="en" href={source.url}>
              {source.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

type StartGuideSectionProps = {
  section: StartSection;
  sourcesLabel: string;
  /** "Last reviewed 23-Nov-2026". */
  reviewed: string;
  /** The page's CSS module, passed down (components/start/Start.module.css says why). */
  classes: StartClasses;
};

/** One section of the guide: its heading, text, an optional table, and its sources. */
export function StartGuideSection({ section, sourcesLabel, reviewed, classes: styles }: StartGuideSectionProps) {
  const { table } = section;
  return (
    <div className="prose">
      <h2 id={section.id}>{section.heading}</h2>
      <Blocks blocks={section.blocks} styles={styles} />
      {table ? <RowHeaderTable className={styles.table} caption={table.caption} columns={table.columns} rows={table.rows} /> : null}
      {section.after ? <Blocks blocks={section.after} styles={styles} /> : null}
      <StartSources sources={section.sources} label={sourcesLabel} reviewed={reviewed} styles={styles} />
    </div>
  );
}
