import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { nextSteps } from '@/content/nextSteps';
import { RoutePage } from '@/components/ui/RoutePage';
import { privacyLead, privacySections } from '@/content/privacy';
import { regulatoryReview } from '@/content/regulatoryReview';
import { pathTo, routeFor } from '@/content/routes';
import { formatRegulatoryDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/privacy/');

export const metadata = pageMetadata(route);

export default function PrivacyPage() {
  return (
    <RoutePage route={route} lead={privacyLead} prose>
      {privacySections().map((section) => {
        const id = `privacy-${section.heading.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
            {section.links?.map((link) => (
              <p key={link.href}>
                <ExternalLink locale="en" className="link-target" href={link.href}>
                  {link.label}
                </ExternalLink>
              </p>
            ))}
          </section>
        );
      })}
      <p>
        How to raise any other complaint is on our <SiteLink href={pathTo('/grievance-redressal/')}>grievance redressal</SiteLink> page.
        Last reviewed on {formatRegulatoryDate(regulatoryReview.lastReviewed)}.
      </p>
      <NextStepPanel step={nextSteps.privacy} />
    </RoutePage>
  );
}
