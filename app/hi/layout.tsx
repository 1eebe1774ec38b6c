import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';
import '../globals.css';

// The Hindi edition's root layout: every route under /hi/, so each page's <html lang> is hi-IN.
export const metadata = siteMetadata('hi');
export const viewport = siteViewport;

export default function HindiLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="hi">{children}</SiteDocument>;
}
