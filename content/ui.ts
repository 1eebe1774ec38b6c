import type { LoadErrorText } from './loadError';

// Words the site's own controls say (not a page's content): one typed dictionary per language
// (content/en/ui.ts, content/hi/ui.ts; a missing or extra word fails the type check). Server components
// look words up with wordsFor(locale).ui (lib/i18n/words.ts); an island never imports the words (it would
// ship both languages): its words arrive as props.

/** The words of the site's controls. */
export type UiText = {
  /** The skip link, first in every page's tab order. */
  skipToMain: string;
  /** Read after the firm's name on the logo link. */
  homePage: string;
  /** The navbar's landmark, its menu button on a phone, and the login link's wording there. */
  mainNav: string;
  menu: string;
  /**
   * This language's entry in the language switch of every other edition: the invitation to read the page
   * in it, in its own words (its name in its own script is the locale table's, lib/i18n/locale.ts).
   */
  languageSwitch: { description: string };
  /** The phone's action bar. */
  quickContact: string;
  call: string;
  requestCallBack: string;
  /** What "Request a call back" writes into the contact form's message. */
  callBackMessage: string;
  /** Said to screen readers after a link that leaves the site. */
  opensInNewTab: string;
  opensWhatsApp: string;
  /** Under a box that scrolls sideways on a narrow screen (a wide table). */
  scrollHint: string;
  /** The jump list near the top of a long page, and the link back to it. */
  onThisPage: string;
  backToTop: string;
  /** Opening the firm's office in Google Maps (a new tab). */
  openInMaps: string;
  whatsApp: string;
  /** A printout's stamp: when it was printed and the address that opens the same result again. */
  printedOn: string;
  reopenResult: string;
  /** A printout's contact line, before the firm's phone, e-mail and web address. */
  printContact: string;
  /** The one wording of the link to a fuller page, everywhere: two wordings read as two different links. */
  learnMore: string;
  /** The footer's and contact page's WhatsApp link, for a visitor on any screen. */
  whatsAppUs: string;
  /** The contact form's second way to send, when no form service is configured, and what it does ({button}: its name, so each language places it). */
  sendByWhatsApp: string;
  sendByWhatsAppExplained: string;
  /** A carousel's controls (the W3C APG carousel pattern). */
  carousel: {
    stop: string;
    start: string;
    previous: string;
    next: string;
    /** "Show slides {from} to {to}", "Show slide {from}" for a one-slide page. */
    showSlides: string;
    showSlide: string;
    /** Read out as a slide comes into view: "{n} of {total}". */
    slideOf: string;
    /** What a screen reader calls the carousel and each slide (aria-roledescription), in the page's language. */
    roleCarousel: string;
    roleSlide: string;
    /** The link that jumps past the carousel's controls and slides: "{label}" is the carousel's name. */
    skip: string;
  };
  /** The share button under every tool's result. */
  share: {
    label: string;
    fixFirst: string;
    shared: string;
    /** "{url}" is the link itself. */
    failed: string;
    copied: string;
    /** "{url}" is the link itself. */
    copyFailed: string;
  };
  /** The 404 page. */
  notFound: {
    title: string;
    eyebrow: string;
    heading: string;
    lead: string;
  };
  /**
   * What a page says when part of it fails to load in the browser. The error boundaries import their
   * own language's module (content/loadError.ts, content/hi/loadError.ts) rather than this dictionary.
   */
  loadError: LoadErrorText;
  /** A map that loads from Google only when asked (components/embeds/MapFrame). "{name}": the firm's. */
  map: {
    show: string;
    loading: string;
    officeTitle: string;
    /** In the map's box when Google cannot be reached: the sentence, then the link to Google Maps. */
    failed: string;
    failedLink: string;
  };
  /** A YouTube video that loads only when played (components/embeds/VideoEmbed). */
  video: {
    watch: string;
    /** Read before the video's title on the play button. */
    play: string;
    /** In the player's box when YouTube cannot be reached: the sentence, then the link to the video. */
    failed: string;
    failedLink: string;
  };
  /** The footer's column headings and its fixed lines. */
  footer: {
    /** The footer's one navigation landmark: the organisation's pages and the services. */
    siteLinks: string;
    organisation: string;
    services: string;
    contact: string;
    legal: string;
    clientLogin: string;
    regulatoryInformation: string;
    /** After the ARN: "{date}" is the date it is valid till. */
    validTill: string;
    /**
     * The distributor sentence. "{tagline}" is AMFI's tagline, which stays in English word for word
     * (with its Hindi rendering beside it on Hindi pages); "{arn}" the ARN.
     */
    distributor: string;
    /** "{registration}": the IRDAI registration line (insuranceRegistrationFor). */
    insurance: string;
    /** Before the registered office's address (the Companies (Incorporation) Rules, 2014, rule 26). */
    registeredOffice: string;
    /** The person to contact with queries and grievances, named on every page: "{name}", then the e-mail and phone links. */
    queries: string;
    /** The link to the company's annual return, shown when content/firm.yml sets annualReturnUrl. */
    annualReturn: string;
    lastReviewed: string;
    copyright: string;
  };
};
