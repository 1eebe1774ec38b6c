import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { SiteDocument, siteMetadata } from '@/components/layout/SiteDocument';
import './globals.css';
import { wordsFor } from '@/lib/i18n/words';

// With a root layout per language there is no single layout to wrap a 404 in, so Next renders this
// whole document for any address that matches no page (out/404.html). It is English, like "/"; the
// other editions' own 404 is app/[lang]/page-not-found/, which scripts/edition-404.mjs copies to out/<code>/404.html.
export const metadata: Metadata = { ...siteMetadata('en'), title: wordsFor('en').ui.notFound.title, robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundView locale="en" />
    </SiteDocument>
  );
}
