/** IRDAI's public notice: a heading and its three points. */
export type SpuriousCallsText = { heading: string; points: readonly [string, string, string] };

/**
 * IRDAI's public notice on spurious calls, which insurers and their intermediaries display. The three
 * points are IRDAI's words as its circular IRDA/LIFE/MISC/CIR/221/11/2016 of 7 November 2016 gives them
 * (clause 15.1 of the Master Circular on Insurance Advertisements),
 * https://irdai.gov.in/document-detail?documentId=383485.
 */
export const IRDAI_SPURIOUS_CALLS: SpuriousCallsText = {
  heading: 'Beware of spurious phone calls and fictitious or fraudulent offers',
  points: [
    'IRDAI or its officials do not involve in activities like sale of any kind of insurance or financial products nor invest premiums.',
    'IRDAI does not announce any bonus.',
    'Public receiving such phone calls are requested to lodge a police complaint along with details of phone call, number.',
  ],
};

/**
 * The notice as a page shows it: always IRDAI's English words, and in a translation a rendering beside
 * them (content/hi/spuriousCalls.ts), unconfirmed until the firm has it checked or replaces it with
 * IRDAI's own Hindi version.
 */
export type SpuriousCallsNotice = { official: SpuriousCallsText; rendering?: SpuriousCallsText };
