import { SiteLink } from '@/components/ui/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { pathTo, routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/grievance-redressal/');

export const metadata = pageMetadata(route);

// Escalation routes as they work today (reviewed on the date in content/regulatoryReview.ts):
// SCORES 2.0 (from 1 April 2024): 21 calendar days for the entity, then review by a designated body
// and by SEBI ("SEBI launches new version of SCORES", ANI via LatestLY, 1 April 2024,
// https://www.latestly.com/agency-news/business-news-sebi-launches-new-version-of-scores-aiming-complaint-redressal-in-21-days-5862276.html).
// Insurance: insurer's grievance officer, who should resolve it within two weeks (IRDAI's grievance
// redressal page: "not later than two weeks of receipt of complaint", quoted at
// http://healthinsurancesahihai.com/changes-done-in-hdfc-ergo-optima-restore-with-premium-hike/image-1/;
// the Bima Bharosa FAQ says "within 15 days" and, in its next line, "not resolved within 2 weeks"),
// then IRDAI's Bima Bharosa or 155255 / complaints@irdai.gov.in
// (Bima Bharosa FAQ, https://bimabharosa.irdai.gov.in/Home/FAQ), then the Insurance Ombudsman within a
// year of the insurer's reply (Council for Insurance Ombudsmen FAQ, https://www.cioins.co.in/FAQ_Online).
export default function GrievanceRedressalPage() {
  const officer = site.grievanceOfficer;
  return (
    <RoutePage route={route} prose>
      <h2>Our grievance officer</h2>
      <p>
        Complaints are handled by <strong>{officer.name}</strong>, our grievance officer: email{' '}
        <a href={`mailto:${officer.email}?subject=${encodeURIComponent('Grievance')}`}>{officer.email}</a> or call{' '}
        <PhoneLink phone={officer.phone} /> ({site.hours.office}).
      </p>

      <h2>Raise it with us</h2>
      <ol className="steps">
        <li className="card">
          <h3>Step 1: write to us by email</h3>
          <p>
            Email <a href={`mailto:${officer.email}?subject=${encodeURIComponent('Grievance')}`}>{officer.email}</a> with your name, folio,
            policy number or PAN (the last four characters are enough), the scheme or policy concerned and what went wrong. We acknowledge
            it and reply with a resolution or a clear next step <strong>within 1-2 business days</strong>.
          </p>
        </li>
        <li className="card">
          <h3>Step 2: call us</h3>
          <p>
            If you have not heard from us, or are not satisfied with the reply, call {officer.name} on <PhoneLink phone={officer.phone} /> (
            {site.hours.office}), who will review the complaint personally and respond within 1-2 business days.
          </p>
        </li>
      </ol>

      <h2>Mutual funds: escalate beyond us</h2>
      <p>
        If a complaint about a mutual fund investment is still not resolved to your satisfaction, you can take it further. You do not need
        our permission to do so.
      </p>
      <ul>
        <li>
          <strong>The fund house or its registrar</strong>: complaints about a transaction, statement or redemption can go straight to the
          asset management company’s investor service desk, whose contact details are in the scheme documents and on your account statement.
        </li>
        <li>
          <strong>AMFI</strong>: we are registered with the{' '}
          <ExternalLink locale="en" href={site.links.amfi.href}>
            Association of Mutual Funds in India
          </ExternalLink>
          , which issues and can act against a distributor’s ARN. Write to AMFI about our conduct through the investor section of its
          website, quoting our ARN ({site.arn.number}
          ).
        </li>
        <li>
          <strong>SEBI SCORES</strong>: lodge a complaint online on{' '}
          <ExternalLink locale="en" href={site.links.scores.href}>
            SCORES
          </ExternalLink>
          , SEBI’s complaints redress system. A complaint there is lodged against an entity SEBI regulates: for a mutual fund transaction,
          or for the conduct of a distributor (we are registered with AMFI, not with SEBI), that is the mutual fund whose scheme is
          concerned. The entity has 21 calendar days to resolve it; if you are not satisfied, you can ask for a review, first by a
          designated body and then by SEBI.
        </li>
        <li>
          <strong>SMART ODR</strong>: if the complaint is still unresolved after the mutual fund’s reply and SCORES, you can start online
          conciliation and, if that fails, arbitration against the same entity on the{' '}
          <ExternalLink locale="en" href={site.links.smartOdr.href}>
            SMART ODR portal
          </ExternalLink>
          , the securities market’s common online dispute resolution platform.
        </li>
      </ul>

      <h2>Insurance: escalate beyond us</h2>
      <ul>
        <li>
          <strong>The insurer’s grievance officer</strong>: a complaint about a policy or a claim goes to the insurer that issued it, whose
          grievance redressal officer is named in the policy document. The insurer should resolve it within two weeks of receiving it.
        </li>
        <li>
          <strong>IRDAI’s Bima Bharosa</strong>: if the insurer has not resolved it within two weeks, or you are unhappy with its reply,
          register the complaint on{' '}
          <ExternalLink locale="en" href={site.links.bimaBharosa.href}>
            Bima Bharosa
          </ExternalLink>
          , call IRDAI’s toll-free number 155255, or email <a href="mailto:complaints@irdai.gov.in">complaints@irdai.gov.in</a>.
        </li>
        <li>
          <strong>The Insurance Ombudsman</strong>: if you are still not satisfied, you can complain to the{' '}
          <ExternalLink locale="en" href={site.links.insuranceOmbudsman.href}>
            Insurance Ombudsman
          </ExternalLink>{' '}
          for your area, within one year of the insurer’s final reply.
        </li>
      </ul>

      <p>
        What we do with the details you send us is explained in our <SiteLink href={pathTo('/privacy/')}>privacy notice</SiteLink>.
      </p>
    </RoutePage>
  );
}
