import { SiteLink } from '@/components/ui/SiteLink';
import { navRoutes, routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { CloseIcon, MenuIcon } from '@/components/ui/Icon';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import styles from './Navbar.module.css';

export const FOOTER_NAV_ID = 'footer-nav';

export function Navbar() {
  const login = routeFor('/login/');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLink href="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandText}>
            <span className={styles.name}>{site.shortName}</span>
            <span className={styles.tagline}>{site.tagline}</span>
          </span>
          <span className="visually-hidden">, home page</span>
        </SiteLink>
        <MenuToggle
          links={navRoutes.map((r) => ({ href: r.path, label: r.label }))}
          login={{ href: login.path, label: login.label }}
          fallbackHref={`#${FOOTER_NAV_ID}`}
          menuIcon={<MenuIcon />}
          closeIcon={<CloseIcon />}
        />
      </div>
    </header>
  );
}
