// Words the site's own controls say (not a page's content): one typed dictionary, so the Hindi edition
// translates them in one place. Components import these rather than writing the words themselves.

export const ui = {
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
  /** The one wording of the link to a fuller page, everywhere (issue 26: it was written two ways). */
  learnMore: 'Learn more',
  /** The footer's and contact page's WhatsApp link, for a visitor on any screen. */
  whatsAppUs: 'Chat on WhatsApp',
  /** The contact form's second way to send, when no form service is configured, and what it does. */
  sendByWhatsApp: 'Send by WhatsApp',
  sendByWhatsAppExplained: 'opens WhatsApp with the same request written out to our number: press send there.',
} as const;
