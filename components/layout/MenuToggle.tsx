'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { useDismissableMenu } from '@/hooks/useDismissableMenu';
import { useLocationSearch } from '@/hooks/useLocationSearch';
import type { LanguageSwitchLink } from '@/lib/i18n/editions';
import { twinPathBetween, withoutPrefix, type EditionPrefix } from '@/lib/i18n/paths';
import { inSection, samePath } from '@/lib/paths';
import { useHydrated } from '@/hooks/useHydrated';
import { useScrollToTopOnRouteChange } from '@/hooks/useScrollToTopOnRouteChange';
import styles from './MenuToggle.module.css';

type NavLinkItem = { href: string; label: string };

type MenuToggleProps = {
  links: readonly NavLinkItem[];
  login: NavLinkItem;
  /** Where the "Menu" control points before JavaScript runs (or with it off): the footer's full link list. */
  fallbackHref: string;
  /** The button's pictures, rendered by the server Navbar so this island does not pull in the icon module. */
  menuIcon: ReactNode;
  closeIcon: ReactNode;
  /** The page's own edition's prefix ('' for English): the island gets it, not the locale table, which holds every language's script. */
  editionPrefix: EditionPrefix;
  /** Every other edition, each named in its own script (lib/i18n/words.ts, languageSwitchFor). */
  languageSwitch: readonly LanguageSwitchLink[];
  /** The navigation landmark's name and the button's word, in the page's language. */
  words: { mainNav: string; menu: string };
};

/**
 * The main navigation. From 68em (1088 px at the default text size) the links sit in the bar; below it a "Menu" button shows and hides
 * them. Without JavaScript the control is a plain link to the footer's site map, so every page stays
 * reachable on a phone. It also starts each new page at the top: the one island on every page that
 * follows the route, so that behaviour needs no island of its own.
 */
export function MenuToggle({ links, login, fallbackHref, menuIcon, closeIcon, editionPrefix, languageSwitch, words }: MenuToggleProps) {
  const pathname = usePathname() ?? '/';
  // The same page in each other edition, with the query kept so a shared calculator link stays shared;
  // the query is read after hydration (the exported HTML links to the page without one).
  const query = useLocationSearch();
  const page = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const switchLinks = (className: string | undefined) =>
    languageSwitch.map((edition) => (
      <a
        key={edition.lang}
        className={className}
        href={`${twinPathBetween(page, editionPrefix, edition.prefix)}${query}`}
        hrefLang={edition.lang}
        lang={edition.lang}
        title={edition.description}
      >
        {edition.label}
      </a>
    ));
  const hydrated = useHydrated();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // The menu is open for the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const close = useCallback(() => setOpenOn(null), []);
  // Outside taps, Escape, focus leaving it and the scroll lock; from 68em the list is always shown and never "open".
  useDismissableMenu(open, navRef, buttonRef, close);
  useScrollToTopOnRouteChange(pathname);

  return (
    <nav
      ref={navRef}
      aria-label={words.mainNav}
      className={styles.nav}
      // Focus leaving the menu (Tab past its last item, Shift+Tab before the first) closes it, as the
      // WAI-ARIA APG disclosure navigation menu does (its disclosureMenu.js closes on focusout), so the
      // next focused control is never hidden under the open list (WCAG 2.4.11). Focus going nowhere
      // (another window) leaves it open.
      onBlur={(event) => event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && close()}
    >
      {switchLinks(styles.language)}
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? closeIcon : menuIcon}
          <span className={styles.toggleLabel}>{words.menu}</span>
        </button>
      ) : (
        <a className={styles.toggle} href={fallbackHref}>
          {menuIcon}
          <span className={styles.toggleLabel}>{words.menu}</span>
        </a>
      )}
      <ul id={menuId} className={styles.list} data-open={open}>
        {links.map((link) => {
          // Every page is "in" its edition's home ("/", "/hi/"), so home is current only on itself.
          const home = withoutPrefix(link.href, editionPrefix) === '/';
          const current = samePath(pathname, link.href) ? 'page' : !home && inSection(pathname, link.href) ? 'true' : undefined;
          return (
            <li key={link.href}>
              <SiteLink className={styles.link} href={link.href} aria-current={current} onClick={close}>
                {link.label}
              </SiteLink>
            </li>
          );
        })}
        <li className={styles.loginItem}>
          <SiteLink
            className={`button ${styles.login}`}
            href={login.href}
            aria-current={samePath(pathname, login.href) ? 'page' : undefined}
            onClick={close}
          >
            {login.label}
          </SiteLink>
        </li>
        <li className={styles.languageItem}>{switchLinks(styles.link)}</li>
      </ul>
    </nav>
  );
}
