// The second export the e2e suite runs the contact form's endpoint-mode specs against: the same tree
// built with CONTACT_FORM_ENDPOINT set (scripts/build-contact-endpoint.mjs), served on its own port
// (playwright.config.ts). The fixture blocks every other host, so nothing is ever sent to this one.
export const E2E_CONTACT_ENDPOINT = 'https://forms.test.example/f/contact';

/** Where that build is exported (gitignored), beside the main build's out/. */
export const ENDPOINT_EXPORT_DIR = 'out-endpoint';

/** The spec the endpoint build's projects run; every other spec runs once, against out/. */
export const ENDPOINT_SPECS = /contact-endpoint\.spec\.ts$/;
