'use client';

import { usePathname } from 'next/navigation';
import { CALL_BACK_MESSAGE, contactHrefFor } from '@/lib/contactLinks';

type CallBackLinkProps = {
  className: string;
  contactPath: `/${string}`;
  /** Slugs of the service pages: on one of them, the request names that service. */
  serviceSlugs: readonly string[];
  children: React.ReactNode;
};

/**
 * The action bar's "Request a call back": the contact form, scrolled to, with a message asking for a
 * call and, on a service page, that service preselected. The path is known at build time, so the
 * exported HTML already holds the right link.
 */
export function CallBackLink({ className, contactPath, serviceSlugs, children }: CallBackLinkProps) {
  const slug = /^\/services\/([^/]+)\/?$/.exec(usePathname() ?? '/')?.[1];
  const service = slug && serviceSlugs.includes(slug) ? slug : undefined;
  return (
    <a className={className} href={`${contactHrefFor(contactPath, service, CALL_BACK_MESSAGE)}#contact-form-heading`}>
      {children}
    </a>
  );
}
