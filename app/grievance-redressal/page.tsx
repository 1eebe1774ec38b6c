import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from '../legal.module.css';

const route = routeFor('/grievance-redressal/');

export const metadata = pageMetadata(route);

export default function GrievanceRedressalPage() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        lead="If something has gone wrong, tell us. We answer every complaint within 1-2 business days, and you can escalate beyond us at any time."
      />
      <Section>
        <div className="prose">
          <h2>Raise it with us</h2>
          <ol className={styles.steps}>
            <li>
              <h3>Step 1: write to us by email</h3>
              <p>
                Email <a href={`mailto:${site.email}?subject=${encodeURIComponent('Grievance')}`}>{site.email}</a> with your name, folio or
                PAN (last four characters are enough), the scheme or policy concerned and what went wrong. We acknowledge it and reply with
                a resolution or a clear next step <strong>within 1-2 business days</strong>.
              </p>
            </li>
            <li>
              <h3>Step 2: call us</h3>
              <p>
                If you have not heard from us, or are not satisfied with the reply, call{' '}
                <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> ({site.hours.office}) and ask for the principal officer, who
                will review the complaint personally and respond within 1-2 business days.
              </p>
            </li>
          </ol>

          <h2>Escalate beyond us</h2>
          <p>
            If the complaint is still not resolved to your satisfaction, you can take it further. You do not need our permission to do so.
          </p>
          <ul>
            <li>
              <strong>The fund house or its registrar</strong>: complaints about a transaction, statement or redemption can go straight to
              the asset management company’s investor service desk, whose contact details are in the scheme documents.
            </li>
            <li>
              <strong>AMFI</strong>: complaints about a mutual fund distributor’s conduct can be sent to the{' '}
              <ExternalLink href={site.links.amfi.href}>Association of Mutual Funds in India</ExternalLink>, with our ARN ({site.arn.number}
              ).
            </li>
            <li>
              <strong>SEBI SCORES</strong>: lodge a complaint online on <ExternalLink href={site.links.scores.href}>SCORES</ExternalLink>,
              SEBI’s complaints redress system, and track it there.
            </li>
            <li>
              <strong>SMART ODR</strong>: if you are still not satisfied after SCORES, you can start online conciliation and arbitration on
              the <ExternalLink href={site.links.smartOdr.href}>SMART ODR portal</ExternalLink>.
            </li>
          </ul>
        </div>
      </Section>
    </>
  );
}
