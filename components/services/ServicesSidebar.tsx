import { SiteLink } from '@/components/ui/SiteLink';
import { ChevronDownIcon } from '@/components/ui/Icon';
import { ServicesSidebarToggle } from './ServicesSidebarToggle';
import styles from './ServicesSidebar.module.css';

type SidebarLink = { href: string; label: string };

type ServicesSidebarProps = {
  links: readonly SidebarLink[];
  /** The path of the page showing the sidebar, marked as the current page. */
  current: `/${string}`;
  /** The landmark's name ("Service pages") and the list's title ("All services"), in the page's language. */
  label: string;
  title: string;
};

/**
 * The list of all services beside a service page. Open by default; the toggle collapses it, and
 * choosing a service closes it so the chosen page is what the visitor sees. The links are plain
 * server HTML; only the toggle (ServicesSidebarToggle) ships to the browser.
 */
export function ServicesSidebar({ links, current, label, title }: ServicesSidebarProps) {
  return (
    <nav aria-label={label} className={styles.sidebar}>
      <ServicesSidebarToggle currentHref={current} title={title} chevron={<ChevronDownIcon className={styles.chevron} />}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink className={styles.link} href={link.href} aria-current={link.href === current ? 'page' : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ServicesSidebarToggle>
    </nav>
  );
}
