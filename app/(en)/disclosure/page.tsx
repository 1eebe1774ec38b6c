import { LabelledTable } from '@/components/legal/LabelledTable';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { nextSteps } from '@/content/nextSteps';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { SpuriousCallsNotice } from '@/components/legal/SpuriousCallsNotice';
import {
  insuranceCommission,
  LIMITED_UNIVERSE,
  newInvestorIncentive,
  REGULAR_PLANS_ONLY,
  TRAIL_BASIS,
  trailCommissions,
} from '@/content/commissions';
import { investorAwareness } from '@/content/investorAwareness';
import { partners } from '@/content/partners';
import { routeFor } from '@/content/routes';
import { INSURANCE_SOLICITATION, MF_RISK_WARNING, site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import styles from '../legal.module.css';

const route = routeFor('/disclosure/');

export const metadata = pageMetadata(route);

export default function DisclosurePage() {
  return (
    <RoutePage route={route}>
      <div className="prose">
        <h2>Registered distributor statement</h2>
        <p>
          {site.name} is an <strong>{site.tagline}</strong>, holding AMFI Registration Number <strong>{site.arn.number}</strong>, valid till{' '}
          <strong>{formatRegulatoryDate(site.arn.validTill)}</strong>. You can verify our registration on{' '}
          <ExternalLink locale="en" href={site.links.amfiDistributorSearch.href}>
            AMFI’s distributor search
          </ExternalLink>
          .
        </p>
        <p>
          We are a mutual fund distributor, not an investment adviser registered with SEBI. The guidance we give is incidental to
          distribution, and we follow the{' '}
          <ExternalLink locale="en" href={site.links.codeOfConduct.href}>
            AMFI code of conduct for mutual fund distributors
          </ExternalLink>
          .
        </p>

        <h2>The people who deal with you</h2>
        <p>
          Each person who deals with clients holds an Employee Unique Identification Number (EUIN) from AMFI. The EUIN of the person who
          handled your transaction appears on your application and your account statement.
        </p>
      </div>
      <LabelledTable
        caption="Client-facing people and their EUINs"
        columns={['Name', 'EUIN']}
        rows={site.clientFacingPeople.map((person) => [person.name, person.euin] as const)}
      />
      <div className="prose">
        <h2>Insurance registration</h2>
        <dl className={styles.facts}>
          <dt>Registered with IRDAI as</dt>
          <dd>{site.insurance.kind}</dd>
          <dt>Category</dt>
          <dd>{site.insurance.category}</dd>
          <dt>Principal Officer</dt>
          <dd>{site.insurance.principalOfficer}</dd>
          <dt>Registration number</dt>
          <dd>{site.insurance.number}</dd>
          <dt>Valid till</dt>
          <dd>{formatRegulatoryDate(site.insurance.validTill)}</dd>
          <dt>Insurers we solicit for</dt>
          <dd>{site.insurance.insurers.join(', ')}</dd>
        </dl>
        <p>
          <strong>{INSURANCE_SOLICITATION}</strong> The policy is issued by the insurer, and its terms and conditions are in the policy
          document and the sales brochure: read them before you buy.
        </p>
        <SpuriousCallsNotice locale="en" />

        <h2>Fund houses whose schemes we distribute</h2>
        <p>We distribute schemes of these {partners.length} asset management companies, and of no others:</p>
        <ul className={styles.columns}>
          {partners.map((partner) => (
            <li key={partner.name}>{partner.name}</li>
          ))}
        </ul>
        <p>{LIMITED_UNIVERSE}</p>

        <h2>Office hours</h2>
        <p>
          {site.hoursLabels.office}: {site.hours.office}, except public holidays. {site.hoursLabels.contact}: {site.hours.contact}.
        </p>

        <h2>How we are paid</h2>
        <p>
          <strong>{REGULAR_PLANS_ONLY}</strong> We receive a trail commission from the asset management company for as long as you stay
          invested through us. It is already included in the scheme’s total expense ratio; you pay us nothing separately. {TRAIL_BASIS} The
          ranges we currently receive, by scheme type, are:
        </p>
      </div>
      <LabelledTable
        caption="Trail commission received by us, per year, as a percentage of the value of your investment"
        columns={['Scheme type', 'Trail commission range (p.a.)']}
        rows={trailCommissions.map((row) => [row.schemeType, row.trailRange] as const)}
      />
      <div className="prose">
        <p>
          The exact rate differs between fund houses and schemes and can change. Before you invest, we will tell you the commission we
          receive on the schemes we discuss with you, as the AMFI code of conduct requires; ask us at any time.
        </p>

        <h3>{newInvestorIncentive.heading}</h3>
        {newInvestorIncentive.rule.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <strong>{site.takesNewInvestorIncentive ? newInvestorIncentive.taken : newInvestorIncentive.notTaken}</strong>
        </p>

        <h3>{insuranceCommission.heading}</h3>
        {insuranceCommission.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}

        <h2>Risk factors</h2>
        <p className={styles.warning}>{MF_RISK_WARNING}</p>
        <p>
          The value of mutual fund units can go up or down with the securities markets, interest rates and the creditworthiness of issuers.
          Past performance of a scheme does not indicate its future performance. There is no assurance that a scheme will meet its
          objective, and neither we nor the fund house guarantee any return. Read the Scheme Information Document, Statement of Additional
          Information and Key Information Memorandum before you invest, and check each scheme’s riskometer.
        </p>

        <h2>{investorAwareness.heading}</h2>
        <ul>
          {investorAwareness.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <ExternalLink locale="en" href={investorAwareness.links.sebi.href}>
            {investorAwareness.links.sebi.label}
          </ExternalLink>
          <span aria-hidden="true"> · </span>
          <ExternalLink locale="en" href={investorAwareness.links.scores.href}>
            {investorAwareness.links.scores.label}
          </ExternalLink>
        </p>
      </div>
      <NextStepPanel step={nextSteps.disclosure} />
    </RoutePage>
  );
}
