import type { KeptInEnglish } from './hindi';
import { formatAddress } from '@/lib/format';
import { globalMarketsIn, homeMarketsIn } from '@/lib/markets';
import { loadLibrary } from '@/lib/library';
import { partners } from '@/content/partners';
import { contactEndpointSettings } from '@/content/contactEndpoint';
import { INSURANCE_SOLICITATION, MF_RISK_WARNING, site } from '@/content/site';
import { IRDAI_SPURIOUS_CALLS } from '@/content/spuriousCalls';
import { investorAwareness } from '@/content/investorAwareness';
import { wordsFor } from '@/lib/i18n/words';
import type { Locale } from '@/lib/i18n/locale';

/**
 * What a page of an edition in another script (Hindi, Marathi) may show in Latin letters (npm run
 * check:hindi names anything else): the firm's
 * registered name and its people as registered, the regulatory lines that must stand word for word in
 * English (each with its rendering beside it), the postal address as the post office reads it,
 * and names the owners write only in Latin letters. Acronyms and codes in capitals (AMFI, SEBI, IRDAI,
 * SIP, NAV, KYC, ARN-…, E000…, 80C) and e-mail and web addresses pass without being listed.
 */
export function keptInEnglishFor(locale: Locale): KeptInEnglish {
  const marketsText = wordsFor(locale).markets;
  return {
  phrases: [
    site.name,
    site.shortName,
    // The legal entity and the web host by their registered names.
    site.legalEntity.name,
    site.webHost,
    site.tagline,
    MF_RISK_WARNING,
    INSURANCE_SOLICITATION,
    site.insurance.principalOfficer,
    site.grievanceOfficer.name,
    ...site.clientFacingPeople.map((person) => person.name),
    ...site.insurance.insurers,
    formatAddress(site.address),
    // IRDAI's notice and the investor-awareness points stand in English word for word, the page's rendering beside them.
    IRDAI_SPURIOUS_CALLS.heading,
    ...IRDAI_SPURIOUS_CALLS.points,
    ...investorAwareness.points,
    // The fund houses and the market symbols by their own names.
    ...partners.map((partner) => partner.name),
    // The endpoint mode's processors (privacy notice), by their own names.
    contactEndpointSettings.processors.host,
    contactEndpointSettings.processors.mail,
    'Cloudflare Workers',
    ...homeMarketsIn(marketsText, locale).captions,
    ...globalMarketsIn(marketsText, locale).captions,
    // KRAs' statuses, shown by their official names with the page's rendering beside them.
    'KYC Validated',
    'KYC Registered',
    'On hold',
    'On Hold',
    'Rejected',
    'Under process',
    'Validated',
    'Registered',
    // The KYC registration agencies, the registrars' shared site and Aadhaar-based KYC by their own names.
    'CDSL Ventures',
    'KFintech',
    'Karvy',
    'NSE DotEx',
    'DotEx',
    'MF Central',
    'e-KYC',
    // The government's document wallet, by its own name (a KRA checks Aadhaar through it).
    'DigiLocker',
    // Laws and bodies by their official English names, each beside its name in the page's language.
    'DPDP Act',
    'Married Women’s Property Act',
    // Documents and forms by the names printed on them, each beside its name in the page's language.
    'Customer Information Sheet',
    'Tax Residency Certificate',
    'anyone or survivor',
    'jointly',
    // A scheme name as fund houses print it (the life cycle category's example), and the indices by their names.
    'Life Cycle Fund',
    'Nifty 50',
    'BSE Sensex',
    // SEBI's investor app, by its own name.
    'Saarthi',
    'Data Protection Board of India',
    // SEBI's own menu label, which the visitor looks for on SEBI's site.
    'Intermediaries/Market Infrastructure Institutions',
    'PPFAS Mutual Fund (Parag Parikh)',
    ...Object.values(site.address).filter((part): part is string => typeof part === 'string'),
    // The glossary shows each term's English word beside it, as readers meet it in forms and statements.
    ...loadLibrary(locale).glossary.flatMap((term) => (term.english ? [term.english] : [])),
    // SEBI's payment identifiers as a payer sees them in a UPI app, and SEBI's tool by its own name.
    '@valid',
    '.mf',
    // The shape of a validated UPI ID as a payer types or sees it (the spotting-a-scam topic's examples).
    'name.mf@valid',
    'xyz.mf@validicici',
    '.brk',
    'SEBI Check',
  ],
  words: [
    // Products and services named by their owners in Latin letters.
    'WhatsApp',
    'Google',
    'Maps',
    'YouTube',
    'TradingView',
    'JavaScript',
    'eKYC',
    'Meta',
    // A shared link's query names, shown in the SIP calculator's note as they appear in the address.
    'amount',
    'rate',
    'years',
    // The language switch names English in English, so an English reader finds it.
    'English',
  ],
  };
}
