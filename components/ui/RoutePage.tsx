import type { SiteRoute } from '@/content/routes';
import { PageHeader } from './PageHeader';
import { Section } from './Section';

type RoutePageProps = {
  route: SiteRoute;
  /** The line under the heading: the route's `lead`, else its description, unless given here. */
  lead?: React.ReactNode;
  /** Off-white band behind the content. */
  band?: boolean;
  /** Long-form text: the content sits in the site's prose column. */
  prose?: boolean;
  children: React.ReactNode;
};

/** An inner page of one section: the page header from the route table, then the content. */
export function RoutePage({ route, lead = route.lead ?? route.description, band = false, prose = false, children }: RoutePageProps) {
  return (
    <>
      <PageHeader heading={route.heading} lead={lead} />
      <Section band={band}>{prose ? <div className="prose">{children}</div> : children}</Section>
    </>
  );
}
