import Link from 'next/link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { pathTo, routeFor } from '@/content/routes';
import { MF_RISK_WARNING, site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from '../legal.module.css';

const route = routeFor('/disclaimer/');

export const metadata = pageMetadata(route);

export default function DisclaimerPage() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        lead="Please read this before relying on anything on this website. By using the site you accept these terms."
      />
      <Section>
        <div className="prose">
          <h2>Information only, not advice or an offer</h2>
          <p>
            This website is published by {site.name}, an {site.tagline} with AMFI Registration Number {site.arn.number}. Everything on it is
            general information about investing, mutual funds and insurance. It does not take into account your objectives, financial
            situation or needs, and it is not investment, tax or legal advice, a recommendation to buy or sell any scheme, or an offer or
            solicitation to invest. Nothing here is directed at any person in a jurisdiction where such an offer would be unlawful.
          </p>
          <p>
            We are a mutual fund distributor, not an investment adviser registered with SEBI. Before you invest, read the scheme documents
            and, where you need it, take advice from a qualified professional about your own situation. Our registration and the commission
            we receive are set out in our <Link href={pathTo('/disclosure/')}>disclosure</Link>.
          </p>

          <h2>Accuracy and completeness</h2>
          <p>
            We take care to keep the information on this website correct and current, but we give no warranty, express or implied, that it
            is accurate, complete or up to date. Rules on taxation, KYC and mutual fund regulation change often; check the current position
            with the fund house, the scheme documents or a tax professional before acting on anything you read here.
          </p>

          <h2>Market risk and past performance</h2>
          <p className={styles.warning}>{MF_RISK_WARNING}</p>
          <p>
            The value of mutual fund units and the income from them can go down as well as up, and you may get back less than you invested.
            Past performance of a scheme, an index or a fund manager is not a guide to, or a guarantee of, future performance. Neither we
            nor any fund house guarantee any return, and no scheme is assured of meeting its objective. Insurance cover is governed by the
            insurer’s policy document alone: read it before you buy.
          </p>

          <h2>Market data and the market widget</h2>
          <p>
            The market overview on this website is a widget provided by a third-party charting provider, TradingView, and is shown for
            general information only. Its prices and index levels may be delayed, are supplied by that provider and its data sources, and
            are not checked or verified by us. Do not use them to time or place a transaction. Any other figures from third parties, such as
            fund house data, are reproduced in good faith from sources we believe reliable but have not independently verified.
          </p>

          <h2>The SIP calculator</h2>
          <p>
            The <Link href={pathTo('/financial-calculator/')}>SIP calculator</Link> shows what a regular investment would grow to if it
            earned the constant rate you enter. Its results are illustrations of arithmetic, not forecasts, promises or the returns of any
            scheme. Real returns vary from year to year and can be negative, and the illustration ignores expenses, exit loads and taxes.
          </p>

          <h2>Links to other websites</h2>
          <p>
            Links to other websites, such as those of SEBI, AMFI, fund houses and our client-login provider, are given for convenience and
            open in a new tab. We do not control those websites and are not responsible for their content, availability or privacy
            practices; a link is not an endorsement. The client login sends what you type directly to our back-office provider, whose own
            terms apply to that service.
          </p>

          <h2>Limitation of liability</h2>
          <p>
            To the fullest extent the law allows, {site.name} and the people who work for it are not liable for any loss or damage, direct,
            indirect or consequential, arising from the use of this website or of any information on it, from any decision taken in reliance
            on it, or from the website being unavailable, interrupted or affected by errors or viruses. Nothing in this disclaimer limits
            any liability that cannot be excluded under Indian law, or your rights as an investor under SEBI and AMFI rules.
          </p>

          <h2>Privacy</h2>
          <p>
            What personal data this website collects, why, who processes it and your rights under the Digital Personal Data Protection Act,
            2023 are set out in our <Link href={pathTo('/privacy/')}>privacy notice</Link>. This website sets no cookies of its own.
          </p>

          <h2>Governing law and jurisdiction</h2>
          <p>
            This disclaimer and your use of the website are governed by the laws of India. The courts at {site.address.city} have exclusive
            jurisdiction over any dispute arising from them, without prejudice to the investor grievance and dispute-resolution mechanisms
            described on our <Link href={pathTo('/grievance-redressal/')}>grievance redressal</Link> page, including{' '}
            <ExternalLink href={site.links.scores.href}>SEBI SCORES</ExternalLink> and{' '}
            <ExternalLink href={site.links.smartOdr.href}>SMART ODR</ExternalLink>.
          </p>

          <h2>Changes to this disclaimer</h2>
          <p>
            We may update this disclaimer at any time by publishing a new version on this page; the version shown when you use the website
            applies. If you have questions about it, <Link href={pathTo('/contact/')}>contact us</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}
