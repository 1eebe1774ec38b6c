import type { UiText } from '../ui';
import { loadError } from './loadError';

// The site's controls in English (each word's role is documented on UiText, content/ui.ts).
export const ui: UiText = {
  /** The skip link, first in every page's tab order. */
  skipToMain: 'Skip to main content',
  /** Read after the firm's name on the logo link. */
  homePage: ', home page',
  /** The navbar's landmark, its menu button on a phone, and the login link's wording there. */
  mainNav: 'Main',
  menu: 'Menu',
  /** Other editions' switches offer English with these words, so an English reader finds them in English. */
  languageSwitch: { description: 'Read this page in English' },
  /** The phone's action bar. */
  quickContact: 'Quick contact',
  call: 'Call',
  requestCallBack: 'Request a call back',
  /** What "Request a call back" writes into the contact form's message. */
  callBackMessage: 'Please call me back.',
  /** Said to screen readers after a link that leaves the site. */
  opensInNewTab: ' (opens in a new tab)',
  opensWhatsApp: ' (opens WhatsApp)',
  /** Under a box that scrolls sideways on a narrow screen (a wide table). */
  scrollHint: 'Swipe or scroll the table sideways to see every column.',
  /** The jump list near the top of a long page, and the link back to it. */
  onThisPage: 'On this page',
  backToTop: 'Back to top',
  /** Opening the firm's office in Google Maps (a new tab). */
  openInMaps: 'Open in Google Maps',
  whatsApp: 'WhatsApp',
  /** A printout's stamp: when it was printed and the address that opens the same result again. */
  printedOn: 'Printed on',
  reopenResult: 'Open this result again at',
  /** A printout's contact line, before the firm's phone, e-mail and web address. */
  printContact: 'Call',
  /** The one wording of the link to a fuller page, everywhere: two wordings read as two different links. */
  learnMore: 'Learn more',
  /** The footer's and contact page's WhatsApp link, for a visitor on any screen. */
  whatsAppUs: 'Chat on WhatsApp',
  /** The contact form's second way to send, when no form service is configured, and what it does ({button}: its name, so each language places it). */
  sendByWhatsApp: 'Send by WhatsApp',
  sendByWhatsAppExplained: '{button} opens WhatsApp with the same request written out to our number: press send there.',
  /** A carousel's controls (the W3C APG carousel pattern). */
  carousel: {
    stop: 'Stop automatic slide show',
    start: 'Start automatic slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    /** "Show slides {from} to {to}", "Show slide {from}" for a one-slide page. */
    showSlides: 'Show slides {from} to {to}',
    showSlide: 'Show slide {from}',
    /** Read out as a slide comes into view: "{n} of {total}". */
    slideOf: '{n} of {total}',
    roleCarousel: 'carousel',
    roleSlide: 'slide',
    skip: 'Skip past “{label}”',
  },
  /** The share button under every tool's result. */
  share: {
    label: 'Share this result',
    fixFirst: 'Correct the marked entry first, then share.',
    shared: 'Shared.',
    /** "{url}" is the link itself. */
    failed: 'Could not share. The link is: {url}',
    copied: 'Link copied. Paste it anywhere to share this result.',
    /** "{url}" is the link itself. */
    copyFailed: 'Could not copy. The link is: {url}',
  },
  /** The 404 page. */
  notFound: {
    title: 'Page not found',
    eyebrow: 'Error 404',
    heading: 'Page not found',
    lead: 'The page you asked for does not exist or has moved. These pages may help:',
  },
  /**
   * What a page says when part of it fails to load in the browser. The error boundaries import their
   * own language's module (content/loadError.ts, content/hi/loadError.ts) rather than this dictionary.
   */
  loadError,
  /** A map that loads from Google only when asked (components/embeds/MapFrame). "{name}": the firm's. */
  map: {
    show: 'Show map',
    loading: 'Loading map…',
    officeTitle: 'Map showing the office of {name}',
    /** In the map's box when Google cannot be reached: the sentence, then the link to Google Maps. */
    failed: 'The map could not load here:',
    failedLink: 'open it in Google Maps',
  },
  /** A YouTube video that loads only when played (components/embeds/VideoEmbed). */
  video: {
    watch: 'Watch on YouTube',
    /** Read before the video's title on the play button. */
    play: 'Play video: ',
    /** In the player's box when YouTube cannot be reached: the sentence, then the link to the video. */
    failed: 'The video could not play here:',
    failedLink: 'watch it on YouTube',
  },
  /** The footer's column headings and its fixed lines. */
  footer: {
    siteLinks: 'Site links',
    organisation: 'Organisation',
    services: 'Services',
    contact: 'Contact',
    legal: 'Legal',
    clientLogin: 'Client login',
    regulatoryInformation: 'Regulatory information',
    /** After the ARN: "{date}" is the date it is valid till. */
    validTill: 'valid till {date}',
    /**
     * The distributor sentence. "{tagline}" is AMFI's tagline, which stays in English word for word
     * (with its Hindi rendering beside it on Hindi pages); "{arn}" the ARN.
     */
    distributor:
      '{name} is an {tagline} ({arn}). We distribute Regular Plans of mutual funds and are not registered with SEBI as an investment adviser.',
    /** "{registration}": the IRDAI registration line (insuranceRegistrationFor). */
    insurance: '{registration}; Principal Officer {principalOfficer}.',
    registeredOffice: 'Registered office',
    queries: 'Queries and grievances: {name}',
    annualReturn: 'Annual return',
    lastReviewed: 'Regulatory and tax information last reviewed on {date}.',
    copyright: '© {years} {name}. All rights reserved.',
  },
};
