// The Content-Security-Policy each exported page carries in a <meta>. Pure: scripts/csp.mjs feeds
// it the page's inline scripts and the site's settings; lib/build/csp.test.ts runs Google's CSP
// Evaluator over what it returns.
import { createHash } from 'node:crypto';
import type { ThirdParty, ThirdPartyDirective } from '@/content/thirdParties';
import { CONTACT_API_PATH } from '@/lib/contact/rules';

export type Directives = Record<string, string[]>;

export type PolicySettings = {
  /** Origin of the client-login provider, the login form's target. */
  loginProvider: string;
  /** Where the contact form sends (a native POST or fetch); null when it opens the mail app. */
  contactFormEndpoint: string | null;
  /** Where web vitals are beaconed; null when field measurement is off. */
  webVitalsEndpoint: string | null;
  /** The third parties some page of the site uses (see thirdPartiesUsed). */
  thirdParties: readonly ThirdParty[];
};

/** The CSP source for one inline script: 'sha256-<base64>' of its exact text. */
export function sha256Source(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

function assertHttpsUrl(value: string, what: string, originOnly: boolean): string {
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`${what} must be https: ${value}`);
  if (/[\s;,]/.test(url.href)) throw new Error(`${what} cannot go in a policy (whitespace, ";" or ","): ${value}`);
  if (originOnly && value.replace(/\/$/, '') !== url.origin) throw new Error(`${what} must be an origin, without a path: ${value}`);
  return originOnly ? url.origin : `${url.origin}${url.pathname}`;
}

function fromThirdParties(parties: readonly ThirdParty[], directive: ThirdPartyDirective): string[] {
  return parties.flatMap((p) => (p.sources[directive] ?? []).map((s) => assertHttpsUrl(s, `thirdParties ${p.id} ${directive}`, true)));
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The policy for one page. Scripts: this site's files and the listed inline scripts only (no
 * 'unsafe-inline', no 'unsafe-eval'). Styles allow inline because React writes style attributes.
 * Directives a <meta> policy cannot carry (frame-ancestors, report-uri, sandbox) live in the
 * response header set by public/_headers.
 */
export function pagePolicy(inlineScriptHashes: readonly string[], settings: PolicySettings): Directives {
  const tp = (directive: ThirdPartyDirective) => fromThirdParties(settings.thirdParties, directive);
  // The site's own endpoint (CONTACT_API_PATH) is same-origin: 'self' already allows it.
  const endpoint = (value: string | null, what: string) =>
    value && value !== CONTACT_API_PATH ? [assertHttpsUrl(value, what, false)] : [];
  const frames = tp('frame-src');
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScriptHashes, ...tp('script-src')]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...tp('style-src')]),
    'img-src': unique(["'self'", 'data:', ...tp('img-src')]),
    'font-src': unique(["'self'", ...tp('font-src')]),
    'connect-src': unique([
      "'self'",
      ...endpoint(settings.contactFormEndpoint, 'contactFormEndpoint'),
      ...endpoint(settings.webVitalsEndpoint, 'webVitalsEndpoint'),
      ...tp('connect-src'),
    ]),
    'frame-src': frames.length ? unique(frames) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique([
      "'self'",
      assertHttpsUrl(settings.loginProvider, 'loginProvider', true),
      // Without a form service the contact form's action is a mailto: (so it works with JavaScript off;
      // with the site's own endpoint too, which takes JSON only), and Chromium applies form-action to
      // mailto: submissions too.
      ...(settings.contactFormEndpoint && settings.contactFormEndpoint !== CONTACT_API_PATH
        ? endpoint(settings.contactFormEndpoint, 'contactFormEndpoint')
        : ['mailto:']),
    ]),
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The hosts of a third party, as they appear in code that builds its URLs. */
function hostsOf(party: ThirdParty): string[] {
  return unique(Object.values(party.sources).flatMap((sources) => (sources ?? []).map((s) => new URL(s).host)));
}

/**
 * The third parties the built site uses: those whose hosts appear in some exported file (a page's
 * HTML or RSC payload, a JavaScript chunk). An embed removed from every page drops out of the
 * policy by itself.
 */
export function thirdPartiesUsed<T extends ThirdParty>(parties: readonly T[], builtFiles: Iterable<string>): T[] {
  const pending = new Set(parties);
  for (const text of builtFiles) {
    for (const party of pending) if (hostsOf(party).some((host) => text.includes(host))) pending.delete(party);
    if (!pending.size) break;
  }
  return parties.filter((p) => !pending.has(p));
}
