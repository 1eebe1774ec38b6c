import { fillNodes } from '@/components/ui/TemplateText';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { SiteLink } from '@/components/ui/SiteLink';
import { IRDAI_COMPLAINTS_EMAIL, type EscalationStep } from '@/content/grievance';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/pages/siteWords';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

export function grievanceMetadata(locale: Locale) {
  return pageMetadata(routeFor('/grievance-redressal/', locale));
}

/** An escalation step: its name in bold, then its sentence, with any other values it needs. */
function Step({ step, values = {} }: { step: EscalationStep; values?: Record<string, React.ReactNode> }) {
  return <li>{fillNodes(step.text, { term: <strong>{step.term}</strong>, ...values }, 'throw')}</li>;
}

/** The grievance redressal page at /grievance-redressal/ and /hi/grievance-redressal/. */
export function GrievancePage({ locale }: { locale: Locale }) {
  const text = wordsFor(locale).grievance;
  const officer = site.grievanceOfficer;
  const hours = siteTextFor(locale).hours.office;
  const officerMail = <a href={`mailto:${officer.email}?subject=${encodeURIComponent(text.mailSubject)}`}>{officer.email}</a>;
  const external = (href: string, words: string) => (
    <ExternalLink locale={locale} href={href}>
      {words}
    </ExternalLink>
  );
  const { mutualFunds, insurance } = text;
  return (
    <RoutePage route={routeFor('/grievance-redressal/', locale)} prose>
      <h2>{text.officer.heading}</h2>
      <p>
        {fillNodes(
          text.officer.text,
          {
            name: <strong>{officer.name}</strong>,
            email: officerMail,
            phone: <PhoneLink phone={officer.phone} />,
            hours,
          },
          'throw',
        )}
      </p>

      <h2>{text.raise.heading}</h2>
      <ol className="steps">
        <li className="card">
          <h3>{text.raise.email.heading}</h3>
          <p>{fillNodes(text.raise.email.text, { email: officerMail, within: <strong>{text.raise.email.within}</strong> }, 'throw')}</p>
        </li>
        <li className="card">
          <h3>{text.raise.call.heading}</h3>
          <p>{fillNodes(text.raise.call.text, { name: officer.name, phone: <PhoneLink phone={officer.phone} />, hours }, 'throw')}</p>
        </li>
      </ol>

      <h2>{mutualFunds.heading}</h2>
      <p>{mutualFunds.intro}</p>
      <ul>
        <Step step={mutualFunds.fundHouse} />
        <Step step={mutualFunds.amfi} values={{ link: external(site.links.amfi.href, mutualFunds.amfi.linkText), arn: site.arn.number }} />
        <Step step={mutualFunds.scores} values={{ link: external(site.links.scores.href, mutualFunds.scores.linkText) }} />
        <Step step={mutualFunds.smartOdr} values={{ link: external(site.links.smartOdr.href, mutualFunds.smartOdr.linkText) }} />
      </ul>

      <h2>{insurance.heading}</h2>
      <ul>
        <Step step={insurance.insurer} />
        <Step
          step={insurance.bimaBharosa}
          values={{
            link: external(site.links.bimaBharosa.href, insurance.bimaBharosa.linkText),
            email: <a href={`mailto:${IRDAI_COMPLAINTS_EMAIL}`}>{IRDAI_COMPLAINTS_EMAIL}</a>,
          }}
        />
        <Step step={insurance.ombudsman} values={{ link: external(site.links.insuranceOmbudsman.href, insurance.ombudsman.linkText) }} />
      </ul>

      <p>{fillNodes(text.privacy, { link: <SiteLink href={pathTo('/privacy/', locale)}>{text.privacyLink}</SiteLink> }, 'throw')}</p>
    </RoutePage>
  );
}
