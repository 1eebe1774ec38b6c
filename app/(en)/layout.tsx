import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';
import '../globals.css';

// The English edition's root layout: every unprefixed route. The Hindi edition has its own (app/hi/).
export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
