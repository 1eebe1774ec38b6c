import { Fragment } from 'react';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { RoutePage } from '@/components/ui/RoutePage';
import { disclaimerLead, disclaimerSections } from '@/content/disclaimer';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';
import styles from '../legal.module.css';

const route = routeFor('/disclaimer/');

export const metadata = pageMetadata(route);

export default function DisclaimerPage() {
  return (
    <RoutePage route={route} lead={disclaimerLead} prose>
      {disclaimerSections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.warning ? <p className={styles.warning}>{section.warning}</p> : null}
          {section.paragraphs.map((runs, i) => (
            <p key={i}>
              <InlineRuns runs={runs} />
            </p>
          ))}
        </Fragment>
      ))}
    </RoutePage>
  );
}
