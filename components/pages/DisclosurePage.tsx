import { fillNodes } from '@/components/ui/TemplateText';
import { LabelledTable } from '@/components/legal/LabelledTable';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { SpuriousCallsNotice } from '@/components/legal/SpuriousCallsNotice';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { RoutePage } from '@/components/ui/RoutePage';
import { investorAwarenessFor } from '@/lib/compliance/investorAwareness';
import { partners } from '@/content/partners';
import { routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { legalEntityLineFor, regulatoryLines, siteTextFor } from '@/lib/pages/siteWords';
import { formatRegulatoryDate } from '@/lib/format';
import { trailCommissionsIn } from '@/lib/compliance/commissions';
import { wordsFor } from '@/lib/i18n/words';
import { nextStepsFor } from '@/lib/pages/nextSteps';
import { fillTemplate } from '@/lib/template';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';
import styles from './legal.module.css';

export function disclosureMetadata(locale: Locale) {
  return pageMetadata(routeFor('/disclosure/', locale));
}

/** The disclosure at /disclosure/ and /hi/disclosure/. */
export function DisclosurePage({ locale }: { locale: Locale }) {
  const text = wordsFor(locale).disclosure;
  const commissions = wordsFor(locale).commissions;
  const siteText = siteTextFor(locale);
  const lines = regulatoryLines(locale);
  const awareness = investorAwarenessFor(locale);
  const incentive = commissions.newInvestorIncentive;
  return (
    <RoutePage route={routeFor('/disclosure/', locale)}>
      <div className="prose">
        <h2>{text.registered.heading}</h2>
        <p>
          {fillNodes(
            text.registered.statement,
            {
              name: site.name,
              tagline: <RegulatoryText line={lines.tagline} strong inline />,
              arn: <strong>{site.arn.number}</strong>,
              validTill: <strong>{formatRegulatoryDate(site.arn.validTill, locale)}</strong>,
              link: (
                <ExternalLink locale={locale} href={site.links.amfiDistributorSearch.href}>
                  {text.registered.distributorSearch}
                </ExternalLink>
              ),
            },
            'throw',
          )}
        </p>
        <p data-testid="legal-entity">
          {fillTemplate(text.registered.legalEntity, { name: site.name, entity: legalEntityLineFor(locale) })}
        </p>
        <p>
          {fillNodes(
            text.registered.notAdviser,
            {
              link: (
                <ExternalLink locale={locale} href={site.links.codeOfConduct.href}>
                  {text.registered.codeOfConduct}
                </ExternalLink>
              ),
            },
            'throw',
          )}
        </p>

        <h2>{text.people.heading}</h2>
        <p>{text.people.text}</p>
      </div>
      <LabelledTable
        caption={text.people.caption}
        columns={text.people.columns}
        rows={site.clientFacingPeople.map((person) => [person.name, person.euin] as const)}
      />
      <div className="prose">
        <h2>{text.insurance.heading}</h2>
        <dl className={styles.facts}>
          <dt>{text.insurance.labels.registeredAs}</dt>
          <dd>{siteText.insuranceRegistration.kinds[site.insurance.kind]}</dd>
          <dt>{text.insurance.labels.category}</dt>
          <dd>{siteText.insuranceRegistration.categories[site.insurance.category]}</dd>
          <dt>{text.insurance.labels.principalOfficer}</dt>
          <dd>{site.insurance.principalOfficer}</dd>
          <dt>{text.insurance.labels.number}</dt>
          <dd>{site.insurance.number}</dd>
          <dt>{text.insurance.labels.validTill}</dt>
          <dd>{formatRegulatoryDate(site.insurance.validTill, locale)}</dd>
          <dt>{text.insurance.labels.insurers}</dt>
          <dd>{site.insurance.insurers.join(', ')}</dd>
        </dl>
        <p>
          <RegulatoryText line={lines.insuranceSolicitation} strong /> {text.insurance.policyTerms}
        </p>
        <SpuriousCallsNotice locale={locale} />

        <h2>{text.fundHouses.heading}</h2>
        <p>{fillNodes(text.fundHouses.intro, { count: partners.length }, 'throw')}</p>
        <ul className={styles.columns}>
          {partners.map((partner) => (
            <li key={partner.name}>{partner.name}</li>
          ))}
        </ul>
        <p>{commissions.limitedUniverse}</p>

        <h2>{text.hours.heading}</h2>
        <p>
          {fillNodes(
            text.hours.text,
            {
              officeLabel: siteText.hoursLabels.office,
              office: siteText.hours.office,
              contactLabel: siteText.hoursLabels.contact,
              contact: siteText.hours.contact,
            },
            'throw',
          )}
        </p>

        <h2>{text.pay.heading}</h2>
        <p>
          {fillNodes(
            text.pay.text,
            {
              regularPlansOnly: <strong>{commissions.regularPlansOnly}</strong>,
              trailBasis: commissions.trailBasis,
            },
            'throw',
          )}
        </p>
      </div>
      <LabelledTable
        caption={text.pay.caption}
        columns={text.pay.columns}
        rows={trailCommissionsIn(commissions).map((row) => [row.schemeType, row.trailRange] as const)}
      />
      <div className="prose">
        <p>{text.pay.exactRate}</p>

        <h3>{incentive.heading}</h3>
        {incentive.rule.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <strong>{site.takesNewInvestorIncentive ? incentive.taken : incentive.notTaken}</strong>
        </p>

        <h3>{commissions.insuranceCommission.heading}</h3>
        {commissions.insuranceCommission.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}

        <h2>{text.risk.heading}</h2>
        <p className={styles.warning}>
          <RegulatoryText line={lines.mfRiskWarning} />
        </p>
        <p>{text.risk.text}</p>

        <h2>{awareness.heading}</h2>
        <ul>
          {awareness.points.map((point) => (
            <li key={point.official}>
              <RegulatoryText line={point} />
            </li>
          ))}
        </ul>
        <p>
          <ExternalLink locale={locale} href={awareness.links.sebi.href}>
            {awareness.links.sebi.label}
          </ExternalLink>
          <span aria-hidden="true"> · </span>
          <ExternalLink locale={locale} href={awareness.links.scores.href}>
            {awareness.links.scores.label}
          </ExternalLink>
        </p>
      </div>
      <NextStepPanel step={nextStepsFor(locale).disclosure} />
    </RoutePage>
  );
}
