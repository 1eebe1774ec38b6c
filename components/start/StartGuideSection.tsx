import { InlineRuns } from '@/components/legal/InlineRuns';
import { RowHeaderTable } from '@/components/ui/RowHeaderTable';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { StartBlock, StartSection, StartSource } from '@/content/start';
import type { Locale } from '@/lib/i18n/locale';
import type { StartClasses } from './ChecklistView';

function Blocks({ blocks, styles, locale }: { blocks: readonly StartBlock[]; styles: StartClasses; locale: Locale }) {
  return blocks.map((block, index) => (
    <div key={block.heading ?? index} className={styles.block}>
      {block.heading ? <h3>{block.heading}</h3> : null}
      {block.paragraphs?.map((runs, i) => (
        <p key={i}>
          <InlineRuns runs={runs} locale={locale} />
        </p>
      ))}
      {block.bullets ? (
        <ul>
          {block.bullets.map((runs, i) => (
            <li key={i}>
              <InlineRuns runs={runs} locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  ));
}

/** Where the section's facts were checked, and when the site's regulatory text was last reviewed. */
function StartSources({
  sources,
  label,
  reviewed,
  styles,
  locale,
}: {
  sources: readonly StartSource[];
  label: string;
  reviewed: string;
  styles: StartClasses;
  locale: Locale;
}) {
  return (
    <div className={styles.sources}>
      <p>
        {label} ({reviewed}):
      </p>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            {/* A source is cited by its own title, in its own language (English), marked so; npm run check:hindi passes cited titles. */}
            <ExternalLink locale={locale} href={source.url} hrefLang="en">
              <cite lang={locale === 'en' ? undefined : 'en'}>{source.title}</cite>
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
  locale: Locale;
};

/** One section of the guide: its heading, text, an optional table, and its sources. */
export function StartGuideSection({ section, sourcesLabel, reviewed, classes: styles, locale }: StartGuideSectionProps) {
  const { table } = section;
  return (
    <div className="prose">
      <h2 id={section.id}>{section.heading}</h2>
      <Blocks blocks={section.blocks} styles={styles} locale={locale} />
      {table ? <RowHeaderTable className={styles.table} caption={table.caption} columns={table.columns} rows={table.rows} /> : null}
      {section.after ? <Blocks blocks={section.after} styles={styles} locale={locale} /> : null}
      <StartSources sources={section.sources} label={sourcesLabel} reviewed={reviewed} styles={styles} locale={locale} />
    </div>
  );
}
