import Link from 'next/link';
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
              <Link href={r.path}>{r.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
