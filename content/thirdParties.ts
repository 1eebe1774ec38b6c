// Every host outside this site that a page may load something from. The post-build CSP step
// (scripts/csp.mjs) reads this list: a third party whose hosts appear anywhere in the exported
// site (a component's code, a page's HTML) is allowed in every page's policy, one that no built
// file mentions is left out. A new embed therefore needs one entry here and nothing else.
//
// The policy is site-wide rather than per page on purpose: after the first page load, Next
// navigates on the client, and the first page's policy stays in force for every page visited.

/** CSP fetch directives a third party can be allowed in. */
export type ThirdPartyDirective = 'script-src' | 'frame-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src';

/** Permissions-Policy features a third party's frame may use (public/_headers delegates them). */
type DelegatedFeature = 'autoplay' | 'encrypted-media' | 'fullscreen' | 'picture-in-picture';

export type ThirdParty = {
  id: string;
  /** Why the site talks to it, for whoever reads the policy. */
  purpose: string;
  /** Origins (scheme and host, no path) allowed per directive. */
  sources: Partial<Record<ThirdPartyDirective, readonly `https://${string}`[]>>;
  delegatedFeatures?: readonly DelegatedFeature[];
};

export const thirdParties = [
  {
    id: 'tradingview',
    purpose: 'Market overview widget on the home page: a script that draws its charts in frames',
    sources: {
      'script-src': ['https://s3.tradingview.com'],
      'frame-src': ['https://s.tradingview.com', 'https://www.tradingview-widget.com'],
    },
  },
  {
    id: 'google-maps',
    purpose: 'Office map in the footer and on the contact page (keyless embed: https://www.google.com/maps?q=...&output=embed)',
    // connect-src: lib/embeds/frameWatch.ts asks the frame's own address whether Google can be reached at all.
    sources: { 'frame-src': ['https://www.google.com'], 'connect-src': ['https://www.google.com'] },
    delegatedFeatures: ['fullscreen'],
  },
  {
    id: 'youtube',
    purpose: 'Click-to-load videos on the service pages, from the privacy-enhanced (no-cookie) host',
    sources: { 'frame-src': ['https://www.youtube-nocookie.com'], 'connect-src': ['https://www.youtube-nocookie.com'] },
    delegatedFeatures: ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'],
  },
] as const satisfies readonly ThirdParty[];
