'use client';

import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import styles from './ServicesSidebar.module.css';

type ServicesSidebarToggleProps = {
  /** The href of the page showing the sidebar, as its link in the list carries it. */
  currentHref: string;
  /** The toggle's chevron, drawn on the server so this island does not pull in the icon module. */
  chevron: ReactNode;
  /** The list's title ("All services"), in the page's language: the toggle's name once it can toggle. */
  title: string;
  /** The list's items, rendered on the server (links and the current page's mark). */
  children: ReactNode;
};

// Each service page mounts its own sidebar, so "a link click closes it" has to outlive the page that
// was clicked on: the new page starts closed when the visitor arrived through the list. A full page
// load (a fresh module) starts open, as the spec asks.
let arrivedThrough: string | null = null;

/**
 * The interactive part of ServicesSidebar, inside its <nav>: the toggle that collapses the list, and closing it when a
 * service is chosen (one listener on the list hears every link). Without JavaScript there is no
 * toggle and the list simply stays open.
 */
export function ServicesSidebarToggle({ currentHref, title, chevron, children }: ServicesSidebarToggleProps) {
  const hydrated = useHydrated();
  const listId = useId();
  const [open, setOpen] = useState(() => arrivedThrough !== currentHref);

  function closeOnChoice(event: MouseEvent<HTMLUListElement>) {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    arrivedThrough = link.getAttribute('href');
    setOpen(false);
  }

  return (
    <>
      {hydrated ? (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          {chevron}
        </button>
      ) : (
        <p className={styles.title}>{title}</p>
      )}
      <ul id={listId} className={styles.list} hidden={!open} onClick={closeOnChoice}>
        {children}
      </ul>
    </>
  );
}
