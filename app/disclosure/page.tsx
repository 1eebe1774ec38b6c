import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { REGULAR_PLANS_ONLY, trailCommissions } from '@/content/commissions';
import { routeFor } from '@/content/routes';
import { MF_RISK_WARNING, site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import styles from '../legal.module.css';

const route = routeFor('/disclosure/');

export const metadata = pageMetadata(route);

export default function DisclosurePage() {
  return (
    <>
      <PageHeader heading={route.heading} lead="What we are registered as, how we are paid, and the risks you should know about." />
      <Section>
        <div className="prose">
          <h2>Registered distributor statement</h2>
          <p>
            {site.name} is an <strong>{site.tagline}</strong>, holding AMFI Registration Number <strong>{site.arn.number}</strong>, valid
            till <strong>{formatRegulatoryDate(site.arn.validTill)}</strong>. You can verify our registration on{' '}
            <ExternalLink href={site.links.amfiDistributorSearch.href}>AMFI’s distributor search</ExternalLink>.
          </p>
          <p>
            We are a mutual fund distributor, not an investment adviser registered with SEBI. The guidance we give is incidental to
            distribution, and we follow the{' '}
            <ExternalLink href={site.links.codeOfConduct.href}>AMFI code of conduct for mutual fund distributors</ExternalLink>.
          </p>

          <h2>Office hours</h2>
          <p>
            {site.hoursLabels.office}: {site.hours.office}, except public holidays. {site.hoursLabels.contact}: {site.hours.contact}.
          </p>

          <h2>How we are paid</h2>
          <p>
            <strong>{REGULAR_PLANS_ONLY}</strong> We receive a trail commission from the asset management company for as long as you stay
            invested through us. It is already included in the scheme’s total expense ratio; you pay us nothing separately. The ranges we
            currently receive, by scheme type, are:
          </p>
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Trail commission received by us, per year, as a percentage of the amount invested</caption>
            <thead>
              <tr>
                <th scope="col">Scheme type</th>
                <th scope="col">Trail commission range (p.a.)</th>
              </tr>
            </thead>
            <tbody>
              {trailCommissions.map((row) => (
                <tr key={row.schemeType}>
                  <th scope="row">{row.schemeType}</th>
                  <td>{row.trailRange}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="prose">
          <p>
            The exact rate differs between fund houses and schemes and can change. Before you invest, we will tell you the commission we
            receive on the schemes we discuss with you, as the AMFI code of conduct requires; ask us at any time.
          </p>

          <h2>Risk factors</h2>
          <p className={styles.warning}>{MF_RISK_WARNING}</p>
          <p>
            The value of mutual fund units can go up or down with the securities markets, interest rates and the creditworthiness of
            issuers. Past performance of a scheme does not indicate its future performance. There is no assurance that a scheme will meet
            its objective, and neither we nor the fund house guarantee any return. Read the Scheme Information Document, Statement of
            Additional Information and Key Information Memorandum before you invest, and check each scheme’s riskometer.
          </p>
        </div>
      </Section>
    </>
  );
}
