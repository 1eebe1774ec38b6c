// Prints, as JSON, what the build puts on the pages from the firm's data files: the phone and WhatsApp
// numbers every page links to, and the testimonials of each edition's home page. Run with DATA_ROOT
// set to another copy of content/*.yml (the editor's e2e test), it reads that copy as `npm run build`
// would: the same modules, the same schema, the same "same as phone" rule.
// Usage: DATA_ROOT=<folder> node --import tsx e2e/dataAsBuilt.ts
import { site } from '@/content/site';
import { LOCALES } from '@/lib/i18n/locale';
import { testimonialsFor } from '@/lib/pages/testimonials';

const quotes = Object.fromEntries(LOCALES.map((locale) => [locale, testimonialsFor(locale).map((t) => t.quote)]));
process.stdout.write(JSON.stringify({ phone: site.phone, whatsapp: site.whatsapp, quotes }));
