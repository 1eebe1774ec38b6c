import type { ComponentProps } from 'react';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A page of this site, as the route table names it ("/about/"), or any other address left as it is. */
  href: string;
};

/**
 * A link to a page of this site: a plain <a>, so it costs no JavaScript and works before hydration.
 * LinkNavigation (in the layout) opens these links without a page load and fetches a page's data when
 * the visitor points at or focuses its link, which is what next/link did at about 2.3 KB gzipped on
 * every page.
 */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  return <a href={href} {...rest} />;
}
