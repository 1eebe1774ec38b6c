import { Fragment } from 'react';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { RoutePage } from '@/components/ui/RoutePage';
import { routeFor } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';
import styles from './legal.module.css';
import { wordsFor } from '@/lib/i18n/words';
import { disclaimerInOrder } from '@/lib/compliance/disclaimer';

export function disclaimerMetadata(locale: Locale) {
  return pageMetadata(routeFor('/disclaimer/', locale));
}

/** The website disclaimer at /disclaimer/ and /hi/disclaimer/. */
export function DisclaimerPage({ locale }: { locale: Locale }) {
  const { lead, sections } = disclaimerInOrder(wordsFor(locale).disclaimer);
  return (
    <RoutePage route={routeFor('/disclaimer/', locale)} lead={lead} prose>
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.warning ? (
            <p className={styles.warning}>
              <RegulatoryText line={section.warning} />
            </p>
          ) : null}
          {section.paragraphs.map((runs, i) => (
            <p key={i}>
              <InlineRuns runs={runs} locale={locale} />
            </p>
          ))}
        </Fragment>
      ))}
    </RoutePage>
  );
}
