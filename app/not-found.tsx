import { SiteLink } from '@/components/ui/SiteLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { navRoutes } from '@/content/routes';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageHeader
        eyebrow="Error 404"
        heading="Page not found"
        lead="The page you asked for does not exist or has moved. These pages may help:"
      />
      <Section>
        <ul>
          {navRoutes.map((r) => (
            <li key={r.path}>
              <SiteLink href={r.path}>{r.label}</SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
