'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { ChevronDownIcon } from '@/components/ui/Icon';
import styles from './ServicesSidebar.module.css';

export type SidebarLink = { href: string; label: string };

type ServicesSidebarProps = {
  links: readonly SidebarLink[];
  /** The path of the page showing the sidebar, marked as the current page. */
  current: string;
};

// Each service page mounts its own sidebar, so "a link click closes it" has to outlive the page that
// was clicked on: the new page starts closed when the visitor arrived through the list. A full page
// load (a fresh module) starts open, as the spec asks.
let arrivedThrough: string | null = null;

/**
 * The list of all services beside a service page. Open by default; the toggle collapses it, and
 * choosing a service closes it so the chosen page is what the visitor sees. Without JavaScript there
 * is no toggle and the list simply stays open.
 */
export function ServicesSidebar({ links, current }: ServicesSidebarProps) {
  const hydrated = useHydrated();
  const listId = useId();
  const [open, setOpen] = useState(() => arrivedThrough !== current);

  return (
    <nav aria-label="Service pages" className={styles.sidebar}>
      {hydrated ? (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span>All services</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      ) : (
        <p className={styles.title}>All services</p>
      )}
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              className={styles.link}
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
              onClick={() => {
                arrivedThrough = link.href;
                setOpen(false);
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
