import type { UnconfirmedWording } from '../investorAwareness';
import { IRDAI_SPURIOUS_CALLS, type SpuriousCallsNotice, type SpuriousCallsText } from '../spuriousCalls';

// A Hindi rendering of IRDAI's public notice on spurious calls, shown beside IRDAI's English words on
// Hindi pages. IRDAI's circular of 7 November 2016 says a Hindi version of the notice exists (its
// Annexure-II, for TV and cinema advertisements), but its text could not be read: the stored copy of
// the circular ("Spurious Phone Calls and Fictitious/Fraudulent offers – Modification in Clause 15",
// https://irdai.gov.in/document-detail?documentId=383485) has only the English notice, and no
// insurer's Hindi page carrying IRDAI's own Hindi words was found. Until the firm obtains that text,
// the English stays word for word and this rendering stays unconfirmed.
export const spuriousCallsRendering: SpuriousCallsText = {
  heading: 'नकली फ़ोन कॉल और फ़र्ज़ी या धोखाधड़ी वाले ऑफ़र से सावधान रहें',
  points: [
    'IRDAI या उसके अधिकारी किसी भी तरह के बीमा या वित्तीय प्रोडक्ट बेचने जैसे कामों में शामिल नहीं होते, न ही प्रीमियम का निवेश करते हैं।',
    'IRDAI किसी बोनस की घोषणा नहीं करता।',
    'जिन लोगों को ऐसे फ़ोन कॉल आते हैं, उनसे अनुरोध है कि वे फ़ोन कॉल और नंबर के ब्योरे के साथ पुलिस में शिकायत दर्ज कराएँ।',
  ],
};

export const spuriousCallsRenderingWording: UnconfirmedWording = {
  id: 'hindi-spurious-calls-rendering',
  confirmed: false,
  note: 'The Hindi rendering beside IRDAI’s public notice on spurious calls (content/hi/spuriousCalls.ts), on the home and disclosure pages: replace it with IRDAI’s own Hindi version (Annexure-II of its circular of 7 November 2016) or have it confirmed.',
  sources: [
    {
      title: 'IRDAI, Spurious Phone Calls and Fictitious/Fraudulent offers – Modification in Clause 15 (IRDA/LIFE/MISC/CIR/221/11/2016)',
      url: 'https://irdai.gov.in/document-detail?documentId=383485',
    },
  ],
};

/** IRDAI's notice on a Hindi page: its English words, with this rendering beside them. */
export const spuriousCalls: SpuriousCallsNotice = { official: IRDAI_SPURIOUS_CALLS, rendering: spuriousCallsRendering };
