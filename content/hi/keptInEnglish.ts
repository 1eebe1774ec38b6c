import type { KeptInEnglish } from '@/lib/build/hindi';
import { formatAddress } from '@/lib/format';
import { INSURANCE_SOLICITATION, MF_RISK_WARNING, site } from '../site';

/**
 * What a Hindi page may show in Latin letters (npm run check:hindi names anything else): the firm's
 * registered name and its people as registered, the regulatory lines that must stand word for word in
 * English (each with its Hindi rendering beside it), the postal address as the post office reads it,
 * and names the owners write only in Latin letters. Acronyms and codes in capitals (AMFI, SEBI, IRDAI,
 * SIP, NAV, KYC, ARN-…, E000…, 80C) and e-mail and web addresses pass without being listed.
 */
export const keptInEnglish: KeptInEnglish = {
  phrases: [
    site.name,
    site.shortName,
    site.tagline,
    MF_RISK_WARNING,
    INSURANCE_SOLICITATION,
    site.insurance.principalOfficer,
    site.grievanceOfficer.name,
    ...site.clientFacingPeople.map((person) => person.name),
    ...site.insurance.insurers,
    formatAddress(site.address),
    ...Object.values(site.address).filter((part): part is string => typeof part === 'string'),
  ],
  words: [
    // Products and services named by their owners in Latin letters.
    'WhatsApp',
    'Google',
    'Maps',
    'YouTube',
    'TradingView',
    // The language switch names English in English, so an English reader finds it.
    'English',
  ],
};
