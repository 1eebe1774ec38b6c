// The second export the e2e suite runs the contact form's endpoint-mode specs against: the same tree
// built with CONTACT_FORM_ENDPOINT set to the site's own endpoint (scripts/build-contact-endpoint.mjs),
// served with its Worker and a local D1 by `wrangler dev` on its own port (playwright.config.ts), as
// Cloudflare runs it live.
import { CONTACT_API_PATH } from '../lib/contact/rules';

export const E2E_CONTACT_ENDPOINT = CONTACT_API_PATH;

/** Where that build is exported (gitignored), beside the main build's out/. */
export const ENDPOINT_EXPORT_DIR = 'out-endpoint';

/** Where `wrangler dev` keeps the endpoint specs' local D1 (gitignored under .wrangler/). */
export const ENDPOINT_STATE_DIR = '.wrangler/e2e';

/** The spec the endpoint build's projects run; every other spec runs once, against out/. */
export const ENDPOINT_SPECS = /contact-endpoint\.spec\.ts$/;
