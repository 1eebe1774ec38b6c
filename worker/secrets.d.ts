// The Worker's one secret, MAIL_API_KEY (`wrangler secret put MAIL_API_KEY`; docs/contact-endpoint.md).
// A secret's value never goes into wrangler.jsonc, and wrangler 4.86 declares secrets there only in an
// experimental field that warns on every command and calls the key missing in every local run, where
// it is meant to be: without it no e-mail is attempted and requests wait in D1.
declare namespace Cloudflare {
  interface Env {
    MAIL_API_KEY?: string;
  }
}
