// The first-party contact endpoint's settings (issue 33): the Worker in worker/ that stores each
// request in Cloudflare D1 before it answers, on the site's own origin. The form uses it when
// content/firm.yml's contactFormEndpoint is CONTACT_API_PATH. This module imports nothing, so the
// Worker bundles the very values the privacy notice states (content/privacy.ts).
import type { Locale } from '../lib/i18n/locale';

/** The endpoint's address on the site's own origin (wrangler.jsonc routes /api/* to the Worker). */
export { CONTACT_API_PATH } from '../lib/contact/rules';

export type ContactEndpointSettings = {
  /**
   * Days a stored request stays in the database before the Worker's daily job deletes it. The privacy
   * notice promises to keep a request at least one year after it was last dealt with (DPDP Rules,
   * 2025, rule 8(3)) and to delete it soon after: the firm copies each request it works on into its
   * own records (`npm run leads:export`), so the database copy goes one year and a month after it came.
   */
  retentionDays: number;
  /** Who processes a request on the firm's behalf in this mode, as the privacy notice names them. */
  processors: {
    /** The CDN that serves the site and runs the Worker. */
    host: string;
    /** Where D1 keeps the data, in each language: the location hint the database was created with (docs/hosting.md). */
    dataLocation: Record<Locale, string>;
    /** The mail API that carries the notification e-mail to the firm (docs/contact-endpoint.md). */
    mail: string;
  };
};

export const contactEndpointSettings: ContactEndpointSettings = {
  retentionDays: 395,
  processors: {
    host: 'Cloudflare, Inc.',
    // SAMPLE: the location hint of the firm's D1 database (`wrangler d1 create ... --location apac`).
    dataLocation: { en: 'the Asia-Pacific region', hi: 'एशिया-प्रशांत क्षेत्र', mr: 'आशिया-पॅसिफिक प्रदेश' },
    mail: 'Resend', // SAMPLE: the firm's mail API, by its company name
  },
};
