'use client';

import { usePathname } from 'next/navigation';
import { contactHrefFor } from '@/lib/contact/prefill';
import { unlocalisedPath } from '@/lib/locale';

type CallBackLinkProps = {
  className: string;
  contactPath: `/${string}`;
  /** Slugs of the service pages: on one of them, the request names that service. */
  serviceSlugs: readonly string[];
  /** The message the contact form opens with, in the page's language. */
  message: string;
  children: React.ReactNode;
};

/**
 * The action bar's "Request a call back": the contact form, scrolled to, with a message asking for a
 * call and, on a service page (in either language: "/hi/services/<slug>/" too), that service
 * preselected. The path is known at build time, so the exported HTML already holds the right link.
 */
export function CallBackLink({ className, contactPath, serviceSlugs, message, children }: CallBackLinkProps) {
  const slug = /^\/services\/([^/]+)\/?$/.exec(unlocalisedPath(usePathname() ?? '/'))?.[1];
  const service = slug && serviceSlugs.includes(slug) ? slug : undefined;
  return (
    <a className={className} href={`${contactHrefFor(contactPath, service, message)}#contact-form-heading`}>
      {children}
    </a>
  );
}
