import { SiteLink } from '@/components/ui/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { NriLink } from '@/components/start/NriPointer';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { pathTo } from '@/content/routes';
import { placedRoutes } from '@/lib/routes';
import { servicesFor } from '@/lib/pages/services';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { TemplateText } from '@/components/ui/TemplateText';
import { regulatoryReview } from '@/content/regulatoryReview';
import { site } from '@/content/site';
import { insuranceRegistrationFor, legalEntityLineFor, regulatoryLines, siteTextFor } from '@/lib/pages/siteWords';
import type { Locale } from '@/lib/i18n/locale';
import { WhatsAppIcon } from '@/components/ui/Icon';
import { whatsappHref } from '@/lib/contact/prefill';
import { copyrightYears, formatAddress, formatRegulatoryDate } from '@/lib/format';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { Logo } from './Logo';
import { FOOTER_NAV_ID } from './Navbar';
import styles from './Footer.module.css';

/** The year the site is built (a static export): the copyright runs to it. */
const BUILD_YEAR = new Date().getFullYear();

export function Footer({ locale }: { locale: Locale }) {
  const ui = wordsFor(locale).ui;
  const text = siteTextFor(locale);
  const lines = regulatoryLines(locale);
  const insuranceRegistration = insuranceRegistrationFor(locale);
  // The addresses are the regulators' own; the words round them are the page's language.
  const regulatoryLinks = (['sebiCirculars', 'schemeDocuments', 'codeOfConduct', 'amfiInvestorAwareness'] as const).map((key) => ({
    href: site.links[key].href,
    label: text.links[key].label,
  }));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {/*
          One navigation landmark, labelled, and no regions: the footer is one contentinfo landmark
          whose parts are told apart by their headings, so a screen reader's list of landmarks is not
          crowded with six of them at the end of every page.
        */}
        <div className={styles.brand}>
          <p className={styles.firm} id="footer-firm">
            <Logo size={32} />
            <span>{site.name}</span>
          </p>
          <p className={styles.tagline}>
            <RegulatoryText line={lines.tagline} renderingClassName={styles.rendering} />
          </p>
          <p className={styles.arn}>
            <span>{site.arn.number}</span> <span aria-hidden="true">·</span>{' '}
            <span>{fillTemplate(ui.footer.validTill, { date: formatRegulatoryDate(site.arn.validTill, locale) })}</span>
          </p>
          <p className={styles.arn}>{insuranceRegistration}</p>
          <p className={styles.arn} data-testid="footer-legal-entity">
            {legalEntityLineFor(locale)}
          </p>
          {/* A company's website names its registered office, and a person for queries and grievances, on
              the home page (Companies (Incorporation) Rules, 2014, rule 26): the footer carries them on every page. */}
          <p className={styles.arn} data-testid="footer-registered-office">
            {ui.footer.registeredOffice}: {formatAddress(site.address)}
          </p>
          <p className={styles.arn} data-testid="footer-queries">
            {fillTemplate(ui.footer.queries, { name: site.grievanceOfficer.name })},{' '}
            <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>,{' '}
            <PhoneLink phone={site.grievanceOfficer.phone} />
          </p>
          {site.annualReturnUrl ? (
            <p className={styles.arn} data-testid="footer-annual-return">
              <ExternalLink locale={locale} href={site.annualReturnUrl}>
                {ui.footer.annualReturn}
              </ExternalLink>
            </p>
          ) : null}
          <p className={`${styles.small} ${styles.wideOnly}`}>{text.description}</p>
        </div>

        <nav className={styles.siteLinks} aria-label={ui.footer.siteLinks}>
          <div className={styles.column}>
            <FoldingLinks heading={ui.footer.organisation} headingId={`${FOOTER_NAV_ID}-heading`} listId={FOOTER_NAV_ID}>
              {placedRoutes('footer-organisation', locale).map((r) => (
                <li key={r.path}>
                  <SiteLink href={r.path}>{r.label}</SiteLink>
                </li>
              ))}
              <li>
                <NriLink locale={locale} />
              </li>
              <li>
                <SiteLink href={pathTo('/login/', locale)}>{ui.footer.clientLogin}</SiteLink>
              </li>
            </FoldingLinks>
          </div>

          <div className={styles.column}>
            <FoldingLinks heading={ui.footer.services} headingId="footer-services-heading">
              {servicesFor(locale).map((s) => (
                <li key={s.id}>
                  <SiteLink href={s.route}>{s.heading}</SiteLink>
                </li>
              ))}
            </FoldingLinks>
          </div>
        </nav>

        {/* The address once, with the map under it: a phone shows the address and "Open in Google Maps" only. */}
        <div className={styles.contactColumn} data-testid="footer-contact">
          <h2 className={styles.heading} id="footer-contact-heading">
            {ui.footer.contact}
          </h2>
          <ul className={styles.links}>
            <li>
              <PhoneLink phone={site.phone} />
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            {site.whatsapp ? (
              <li>
                <a
                  className={styles.whatsapp}
                  href={whatsappHref(site.whatsapp.e164, text.whatsappMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <WhatsAppIcon />
                  {ui.whatsAppUs}
                  <span className="visually-hidden">{ui.opensWhatsApp}</span>
                </a>
              </li>
            ) : null}
          </ul>
          <p className={styles.hours}>
            {text.hoursLabels.contact}: <span className={styles.nowrap}>{text.hours.contact}</span>
          </p>
          <div className={styles.map}>
            <OfficeMap locale={locale} height={200} />
          </div>
        </div>
      </div>

      <div className={`container ${styles.regulatory}`}>
        <div className={styles.regulatoryLinks}>
          <FoldingLinks heading={ui.footer.regulatoryInformation} headingId="footer-regulators-heading" inline>
            {regulatoryLinks.map((link) => (
              <li key={link.href}>
                <ExternalLink locale={locale} href={link.href}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </FoldingLinks>
        </div>
        {/* A list takes no aria-label (html-validate's aria-label-misuse): a heading only screen readers see introduces it. */}
        <h2 className="visually-hidden">{ui.footer.legal}</h2>
        <ul className={styles.inline}>
          {placedRoutes('footer-legal', locale).map((r) => (
            <li key={r.path}>
              <SiteLink href={r.path}>{r.label}</SiteLink>
            </li>
          ))}
        </ul>
        <p className={styles.warning}>
          <RegulatoryText line={lines.mfRiskWarning} renderingClassName={styles.rendering} />
        </p>
        <p className={styles.small}>
          <TemplateText
            template={ui.footer.distributor}
            values={{ name: site.name, tagline: <RegulatoryText line={lines.tagline} inline />, arn: site.arn.number }}
          />{' '}
          {fillTemplate(ui.footer.insurance, { registration: insuranceRegistration, principalOfficer: site.insurance.principalOfficer })}{' '}
          <RegulatoryText line={lines.insuranceSolicitation} /> {wordsFor(locale).commissions.limitedUniverseShort}
        </p>
        <p className={styles.small}>
          <span data-testid="last-reviewed">
            {fillTemplate(ui.footer.lastReviewed, { date: formatRegulatoryDate(regulatoryReview.lastReviewed, locale) })}
          </span>{' '}
          {fillTemplate(ui.footer.copyright, { years: copyrightYears(site.copyrightYear, BUILD_YEAR), name: site.name })}
        </p>
      </div>
    </footer>
  );
}

type FoldingLinksProps = {
  heading: string;
  headingId: string;
  /** Id of the list itself: a link to it (the no-JavaScript menu's "#footer-nav") unfolds it. */
  listId?: string;
  /** A row of links that wraps (the regulators' links) rather than a column. */
  inline?: boolean;
  children: React.ReactNode;
};

/**
 * A footer link list that folds on a phone (a native <details>, so it works without JavaScript) and
 * is simply a heading and a list from 640 px, where there is room. The wide layout needs the
 * ::details-content pseudo-element to show a closed <details>' list; a browser without it keeps the
 * fold at every width, so the links are always reachable.
 */
function FoldingLinks({ heading, headingId, listId, inline = false, children }: FoldingLinksProps) {
  return (
    <>
      <h2 className={`${styles.heading} ${styles.wideHeading}`} id={headingId}>
        {heading}
      </h2>
      <details className={styles.fold}>
        <summary className={styles.heading}>{heading}</summary>
        <ul className={inline ? styles.inline : styles.links} id={listId}>
          {children}
        </ul>
      </details>
    </>
  );
}
