// The words of the editor at /admin/ (lib/cmsConfig.ts turns the data files' schema into its
// config.yml): what each collection is called, and the label and hint of the fields that need more
// than their name. A field not listed here is labelled from its name ("validTill" -> "Valid till").
// Field keys are paths without list positions: "people.euin", "testimonials.hi.quote".
// The data files hold no comments (the editor would drop them on the first save, scripts/format-data.mjs):
// what a field needs explaining is said here, where the office manager reads it.
import type { DataFileName } from '@/lib/data/firmSchema';

/** `open`: a list whose items show all their fields at once, rather than one line each until opened. */
export type FieldWords = { label?: string; hint?: string; multiline?: true; open?: true };

type FileWords = { name: string; label: string; description: string; fields: Record<string, FieldWords> };

const sampleHint = 'The release check’s record of the sample values shipped with the site: it clears itself as you replace them.';

/**
 * What Publish does, said beside Decap's Publish button where it is pressed (public/admin/publish-note.js
 * places it; lib/build/editor.ts hands it these words): `local` in the local editor (npm run
 * editor:local, which only writes this copy's files), `live` on the site's editor (the editorial
 * workflow, docs/firm/publishing.md).
 */
export const publishNote = {
  local: 'Publish saves the data file in this copy of the site, on this computer only. Run npm run build to see the change on the pages.',
  live: 'Save opens a change for the compliance officer’s approval; Publish, once the change is Ready, merges it. The site updates after the tests pass (usually within 15 minutes; a failed test leaves the site as it was).',
} as const;

/**
 * Put before the hint of every field that still holds the sample value shipped with the site (the
 * build writes it from the data files, so it disappears with the next build once the value changes).
 */
export const sampleMark = 'SAMPLE: still the value shipped with the site; put in the firm’s own before going live.';

export const editorFiles: Record<DataFileName, FileWords> = {
  'content/firm.yml': {
    name: 'firm',
    label: 'The firm',
    description: `The firm’s name, contacts, registrations and switches: every page reads them; a value in the wrong form is refused with the rule. The everyday fields come first; the setup fields (marked Setup) last.`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      name: { label: 'Trading name', hint: 'Page titles and the navbar show it.' },
      shortName: { label: 'Short name' },
      legalEntity: {
        label: 'Legal entity',
        hint: 'As registered. A corporate agent is a company, an LLP or another registered entity (IRDAI (Registration of Corporate Agents) Regulations, 2015).',
      },
      'legalEntity.kind': { hint: 'company, llp, partnership or proprietor.' },
      'legalEntity.registrationNumber': {
        label: 'CIN or LLPIN',
        hint: 'A company’s CIN or an LLP’s LLPIN; empty for a partnership firm or a proprietor.',
      },
      url: {
        label: 'Setup: site address',
        hint: 'The deployed origin, https:// and no trailing slash: canonical addresses and the sitemap use it.',
      },
      arn: { label: 'ARN (AMFI Registration Number)', hint: 'The number and the last day it is valid.' },
      'arn.number': { label: 'ARN', hint: 'ARN- and the number AMFI issued, such as ARN-123456.' },
      'arn.validTill': { label: 'ARN valid till', hint: 'YYYY-MM-DD, as on the ARN card.' },
      insurance: {
        label: 'IRDAI registration',
        hint: 'Kind: Individual agent, POSP, Corporate agent or Insurance broker. A corporate agent is registered for Life, General or Health insurance, or all three (Composite).',
      },
      'insurance.number': { label: 'IRDAI registration number' },
      'insurance.insurers': { label: 'Insurers' },
      'insurance.validTill': { label: 'IRDAI registration valid till', hint: 'YYYY-MM-DD.' },
      'phone.display': { label: 'Phone as shown', hint: 'How the number is written on the pages; the same digits as the E.164 number.' },
      'phone.e164': {
        label: 'Phone (E.164)',
        hint: '+, the country code and the number, no spaces: +919876543210. WhatsApp (below) follows it when set to “same as phone”.',
      },
      'grievanceOfficer.phone.display': { label: 'Grievance officer’s phone as shown' },
      'grievanceOfficer.phone.e164': { label: 'Grievance officer’s phone (E.164)' },
      takesNewInvestorIncentive: {
        label: 'Claims the new-investor incentive',
        hint: 'On if the firm claims the incentive for new investors (SEBI circular of 27 November 2025, in force from 1 March 2026: up to ₹2,000 once per new investor from beyond the top 30 cities or new woman investor, paid by the fund house); the disclosure page and About follow it.',
      },
      whatsapp: {
        label: 'WhatsApp',
        hint: '“same as phone”: the WhatsApp button uses the phone number above and changes with it. A different number: write it as +919876543210. Empty hides the button.',
      },
      email: { label: 'E-mail' },
      'address.line1': { label: 'Address line 1' },
      'address.line2': { label: 'Address line 2' },
      'address.pincode': { label: 'PIN code' },
      annualReturnUrl: {
        label: 'Annual return (link)',
        hint: 'The latest MGT-7 or MGT-7A, https://; empty hides the footer link, and the release check lists it as missing.',
      },
      loginProvider: {
        label: 'Setup: client login provider',
        hint: 'The back-office provider’s origin; the login form posts to <this>/login_check_pre.php.',
      },
      passwordResetUrl: { label: 'Setup: password reset page', hint: 'The provider’s “forgot password” page. Empty hides the link.' },
      webHost: {
        label: 'Setup: web host',
        hint: 'The company that serves the pages (web host and CDN), named in the privacy notice. The site is built for Cloudflare; a firm that serves it elsewhere names that company.',
      },
      contactFormEndpoint: {
        label: 'Setup: contact form endpoint',
        hint: 'Empty: Send Request opens the visitor’s e-mail app, except that npm run deploy on Cloudflare uses the site’s own /api/contact. /api/contact: the site’s own endpoint. A form service’s https:// address: the form posts to it.',
      },
      webVitalsEndpoint: { label: 'Setup: web-vitals endpoint', hint: 'Where Core Web Vitals are sent (https://); empty turns it off.' },
      showTestimonials: {
        label: 'Show testimonials',
        hint: 'SEBI’s advertisement code frowns on testimonials: off hides them everywhere.',
      },
      copyrightYear: { label: 'First year', hint: 'The copyright line runs from it to the year the site is built.' },
      editor: { label: 'Setup: this editor', hint: 'docs/firm/publishing.md explains both.' },
      'editor.repo': { label: 'GitHub repository', hint: 'The firm’s repository, owner/name: the editor commits to it.' },
      'editor.authBaseUrl': {
        label: 'Sign-in service',
        hint: 'The origin of the OAuth client that signs the firm in to GitHub; empty: Netlify’s.',
      },
    },
  },
  'content/people.yml': {
    name: 'people',
    label: 'People and EUINs',
    description: `Everyone who deals with clients, with the EUIN (Employee Unique Identification Number) AMFI issued to them: the disclosure page lists them. Role says what each does (kept for the firm’s records; no page shows it yet).`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      people: { label: 'People', open: true },
      'people.euin': { label: 'EUIN', hint: 'E and six digits, such as E123456.' },
    },
  },
  'content/fund-houses.yml': {
    name: 'fund-houses',
    label: 'Fund houses',
    description: `The fund houses whose schemes the firm distributes, exactly those it is empanelled with: the partners carousel shows each and the disclosure page names every one.`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      fundHouses: { label: 'Fund houses' },
      'fundHouses.id': {
        label: 'Logo name',
        hint: 'Names the wordmark drawn for this site, public/images/partners/<id>.svg (not the fund house’s own artwork).',
      },
      'fundHouses.href': { label: 'Web address', hint: 'Where the logo leads (https://).' },
      'fundHouses.logoAlt': { label: 'Logo text for screen readers', hint: 'Only when it should differ from the name.' },
    },
  },
  'content/testimonials.yml': {
    name: 'testimonials',
    label: 'Testimonials',
    description: `Clients’ words in English, Hindi and Marathi, side by side, only with the client’s written consent and in the language they gave them. SEBI’s advertisement code frowns on testimonials in mutual fund advertising: these speak only of service (clarity, responsiveness, paperwork), never of returns or performance, and never of planning or advice, which a distributor does not give. Show testimonials (The firm) switches the section off.`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      testimonials: { label: 'Testimonials', open: true },
      'testimonials.photo': { label: 'Portrait', hint: 'Names the portrait public/images/testimonials/<photo>.svg.' },
      'testimonials.en': { label: 'English' },
      'testimonials.en.jobTitle': { label: 'Work and city' },
      'testimonials.en.quote': { label: 'Quote', multiline: true },
      'testimonials.en.photoAlt': { label: 'Portrait description' },
      'testimonials.hi': { label: 'हिन्दी (Hindi)' },
      'testimonials.hi.name': { label: 'नाम (Name, Hindi)' },
      'testimonials.hi.jobTitle': { label: 'काम और शहर (Work and city, Hindi)' },
      'testimonials.hi.quote': { label: 'उद्धरण (Quote, Hindi)', multiline: true },
      'testimonials.hi.photoAlt': { label: 'चित्र का विवरण (Portrait description, Hindi)' },
      'testimonials.hi.translated': {
        label: 'अनुवाद (Translated)',
        hint: 'On when the Hindi is a translation of the client’s English words: the page says so after the quote.',
      },
      'testimonials.mr': { label: 'मराठी (Marathi)' },
      'testimonials.mr.name': { label: 'नाव (Name, Marathi)' },
      'testimonials.mr.jobTitle': { label: 'काम आणि शहर (Work and city, Marathi)' },
      'testimonials.mr.quote': { label: 'अवतरण (Quote, Marathi)', multiline: true },
      'testimonials.mr.photoAlt': { label: 'चित्राचे वर्णन (Portrait description, Marathi)' },
      'testimonials.mr.translated': {
        label: 'अनुवाद (Translated)',
        hint: 'On when the Marathi is a translation of the client’s words in another language: the page says so after the quote.',
      },
    },
  },
  'content/links.yml': {
    name: 'links',
    label: 'Tool card links',
    description: `Where the home page’s tool cards lead when they leave this site (each opens in a new tab), such as the firm’s mutual fund transaction platform and its insurers’ payment pages.`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      features: { label: 'Links' },
      'features.download-form': { label: 'Download forms' },
      'features.buy-mf-online': { label: 'Buy mutual funds online' },
      'features.pay-premium-online': { label: 'Pay premium online' },
    },
  },
  'content/markets.yml': {
    name: 'markets',
    label: 'Market charts',
    description: `The TradingView symbols the market charts show, with the label the widget prints (in English, like the widget). TradingView restricts some NSE/BSE symbols in its free widgets: if a chart says “symbol not available”, swap the symbol (for example BSE:SENSEX|1D for NSE:NIFTY|1D, or an index ETF). A new symbol needs its Hindi caption in content/hi/markets.ts (the build names it if missing).`,
    fields: {
      sample: { label: 'Still to replace', hint: sampleHint },
      home: { label: 'Home page symbols', hint: 'The home page’s Market Overview.' },
      global: { label: 'Global markets symbols', hint: 'Investor education’s Global markets.' },
    },
  },
};
