import { SiteLink } from '@/components/ui/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { pathTo } from '@/content/routes';
import { placedRoutes, routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { regulatoryLines, siteTextFor } from '@/lib/pages/siteWords';
import { CloseIcon, MenuIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/Icon';
import { LOCALE_TABLE, type Locale } from '@/lib/i18n/locale';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { whatsappHref } from '@/lib/contact/prefill';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import styles from './Navbar.module.css';
import { languageSwitchFor, wordsFor } from '@/lib/i18n/words';

export const FOOTER_NAV_ID = 'footer-nav';

export function Navbar({ locale }: { locale: Locale }) {
  const ui = wordsFor(locale).ui;
  const text = siteTextFor(locale);
  const login = routeFor('/login/', locale);
  const search = wordsFor(locale).search.header;
  return (
    <>
      {/*
        From 960 px, where there is no action bar: the phone number and WhatsApp at the top of every
        page, above the sticky header, so it scrolls away and the bar stays.
      */}
      <div className={styles.strip} data-print="hide">
        <div className={`container ${styles.stripRow}`}>
          <PhoneLink className={styles.stripLink} phone={site.phone}>
            <PhoneIcon size={16} />
          </PhoneLink>
          {site.whatsapp ? (
            <a
              className={styles.stripLink}
              href={whatsappHref(site.whatsapp.e164, text.whatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={16} />
              {ui.whatsAppUs}
              <span className="visually-hidden">{ui.opensWhatsApp}</span>
            </a>
          ) : null}
          <span>
            {text.hoursLabels.contact}: {text.hours.contact}
          </span>
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <SiteLink href={pathTo('/', locale)} className={styles.brand}>
            <Logo />
            <span className={styles.brandText}>
              <span className={styles.name}>{site.shortName}</span>
              {/*
                AMFI's tagline stays in English word for word on both editions (marked as English on a
                Hindi page); a Hindi page gives its rendering on the line under it, so the header is
                not English alone. On a phone, where they take more lines, the header does not stick (Navbar.module.css).
              */}
              <span className={styles.tagline}>
                <RegulatoryText line={regulatoryLines(locale).tagline} renderingClassName={styles.taglineRendering} />
              </span>
            </span>
            <span className="visually-hidden">{ui.homePage}</span>
          </SiteLink>
          {/*
            The search and the navigation are one group: when the bar cannot hold them beside the firm's
            name they go under it together, never the search glass alone on a row of its own.
          */}
          <div className={styles.actions}>
            {/*
              The site search from every page, at no script: a plain form that GETs the search page,
              behind a disclosure the browser opens and closes by itself.
            */}
            <details className={styles.search} data-print="hide">
              <summary className={styles.searchToggle}>
                <svg
                  aria-hidden="true"
                  focusable="false"
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                >
                  <circle cx="10.5" cy="10.5" r="6.5" />
                  <path d="m15.5 15.5 5 5" strokeLinecap="round" />
                </svg>
                <span className={styles.searchOpen}>{search.open}</span>
              </summary>
              <form role="search" className={styles.searchForm} action={pathTo('/search/', locale)} method="get">
                <label htmlFor="site-search-q" className="visually-hidden">
                  {search.label}
                </label>
                <input id="site-search-q" className={styles.searchInput} type="search" name="q" required autoComplete="off" />
                <button type="submit" className="button">
                  {search.button}
                </button>
              </form>
            </details>
            <MenuToggle
              links={placedRoutes('nav', locale).map((r) => ({ href: r.path, label: r.label }))}
              login={{ href: login.path, label: login.label }}
              fallbackHref={`#${FOOTER_NAV_ID}`}
              menuIcon={<MenuIcon />}
              closeIcon={<CloseIcon />}
              editionPrefix={LOCALE_TABLE[locale].prefix}
              languageSwitch={languageSwitchFor(locale)}
              words={{ mainNav: ui.mainNav, menu: ui.menu }}
            />
          </div>
        </div>
      </header>
    </>
  );
}
