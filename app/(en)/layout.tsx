import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';
import '../globals.css';

// The English edition's root layout: every unprefixed route. Every other edition has one, app/[lang]/.
export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
