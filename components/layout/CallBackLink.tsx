'use client';

import { usePathname } from 'next/navigation';
import { contactHrefFor } from '@/lib/contact/prefill';
import { withoutPrefix, type EditionPrefix } from '@/lib/i18n/paths';

type CallBackLinkProps = {
  className: string;
  contactPath: `/${string}`;
  /** The page's edition's prefix ('' for English), so a service page is known in every edition. */
  editionPrefix: EditionPrefix;
  /** Slugs of the service pages: on one of them, the request names that service. */
  serviceSlugs: readonly string[];
  /** The message the contact form opens with, in the page's language. */
  message: string;
  children: React.ReactNode;
};

/**
 * The action bar's "Request a call back": the contact form, scrolled to (the form lands a link that
 * fills it in at its heading), with a message asking for a call and, on a service page (in every
 * edition: "/hi/services/<slug>/" too), that service preselected. The path is known at build time, so
 * the exported HTML already holds the right link.
 */
export function CallBackLink({ className, contactPath, editionPrefix, serviceSlugs, message, children }: CallBackLinkProps) {
  const slug = /^\/services\/([^/]+)\/?$/.exec(withoutPrefix(usePathname() ?? '/', editionPrefix))?.[1];
  const service = slug && serviceSlugs.includes(slug) ? slug : undefined;
  return (
    <a className={className} href={contactHrefFor(contactPath, service, message)}>
      {children}
    </a>
  );
}
