import { CONTACT_API_PATH, contactEndpointSettings } from '@/content/contactEndpoint';
import { features, type FeatureId } from '@/content/features';
import { DATA_PROTECTION_BOARD, PRIVACY_RESPONSE_DAYS, type PrivacySection, type PrivacyWords } from '@/content/privacy';
import { site } from '@/content/site';
import { featureCards } from './features';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { legalEntityLineFor } from './siteWords';
import { fillTemplate } from '../template';

// The privacy notice's sections as this site's configuration has them, in the page's language. Each
// section's anchor is made from its English heading, the same in both editions.

const host = (url: string) => new URL(url).host;

/**
 * A processor the home page's card sends visitors to, named by its host and the card's words; none when
 * the card stays on this site (N5 of the second compliance review: the notice names every such processor).
 */
function externalFeature(id: FeatureId, sentence: string, locale: Locale): string[] {
  const feature = features.find((f) => f.id === id);
  const card = featureCards(wordsFor(locale).features, locale).find((c) => c.id === id);
  if (!feature || !card || !feature.route.startsWith('https://')) return [];
  return [fillTemplate(sentence, { host: host(feature.route), label: card.heading })];
}

const anchor = (heading: string) => `privacy-${heading.toLowerCase().replace(/\W+/g, '-')}`;

/** The notice's sections as this site's configuration has them (form service, WhatsApp, field measurements), in the page's language. */
export function privacyFor(locale: Locale): { words: PrivacyWords; sections: PrivacySection[] } {
  const w = wordsFor(locale).privacy;
  const english = wordsFor('en').privacy;
  const endpoint = site.contactFormEndpoint;
  const ownEndpoint = endpoint === CONTACT_API_PATH;
  const delivery = ownEndpoint
    ? w.collect.deliveryByOwnEndpoint
    : endpoint
      ? fillTemplate(w.collect.deliveryByFormService, { host: host(endpoint) })
      : w.collect.deliveryByEmail;
  // The endpoint mode's processors come from the firm's configuration (content/contactEndpoint.ts).
  const { processors, retentionDays } = contactEndpointSettings;
  const sections: PrivacySection[] = [
    {
      id: anchor(english.responsible.heading),
      heading: w.responsible.heading,
      paragraphs: [
        fillTemplate(w.responsible.text, {
          name: site.name,
          arn: site.arn.number,
          // The data fiduciary is the legal person, not the trading name: the notice names both.
          entity: legalEntityLineFor(locale),
          officer: site.grievanceOfficer.name,
          email: site.grievanceOfficer.email,
          phone: site.grievanceOfficer.phone.display,
        }),
      ],
    },
    {
      id: anchor(english.collect.heading),
      heading: w.collect.heading,
      bullets: [
        fillTemplate(w.collect.contactForm, { delivery }),
        ...(site.whatsapp ? [w.collect.whatsapp] : []),
        w.collect.login,
        w.collect.tools,
        w.collect.clients,
      ],
    },
    {
      id: anchor(english.processors.heading),
      heading: w.processors.heading,
      bullets: [
        w.processors.email,
        ...(endpoint && !ownEndpoint ? [fillTemplate(w.processors.formService, { host: host(endpoint) })] : []),
        ...(ownEndpoint
          ? [
              fillTemplate(w.processors.ownEndpoint, {
                host: processors.host,
                location: processors.dataLocation[locale],
                mail: processors.mail,
              }),
            ]
          : []),
        fillTemplate(w.processors.backOffice, { host: host(site.loginProvider) }),
        fillTemplate(w.processors.webHost, { name: site.webHost }),
        ...externalFeature('buy-mf-online', w.processors.transactionPlatform, locale),
        ...externalFeature('download-form', w.processors.formsHost, locale),
        w.processors.embeds,
        ...(site.webVitalsEndpoint ? [w.processors.analytics] : []),
      ],
      paragraphs: [w.processors.noSale],
    },
    {
      id: anchor(english.retention.heading),
      heading: w.retention.heading,
      paragraphs: [w.retention.text, ...(ownEndpoint ? [fillTemplate(w.retention.ownEndpoint, { days: retentionDays })] : [])],
    },
    {
      id: anchor(english.rights.heading),
      heading: w.rights.heading,
      paragraphs: [fillTemplate(w.rights.intro, { days: PRIVACY_RESPONSE_DAYS })],
      bullets: w.rights.bullets,
    },
    {
      id: anchor(english.complaints.heading),
      heading: w.complaints.heading,
      paragraphs: [w.complaints.text],
      links: [{ label: w.complaints.boardLabel, href: DATA_PROTECTION_BOARD.href }],
    },
    { id: anchor(english.children.heading), heading: w.children.heading, paragraphs: [w.children.text] },
    { id: anchor(english.phases.heading), heading: w.phases.heading, paragraphs: [w.phases.text] },
    { id: anchor(english.changes.heading), heading: w.changes.heading, paragraphs: [w.changes.text] },
  ];
  return { words: w, sections };
}
