import type { UnconfirmedWording } from '../investorAwareness';
import { IRDAI_SPURIOUS_CALLS, type SpuriousCallsNotice, type SpuriousCallsText } from '../spuriousCalls';

// A Marathi rendering of IRDAI's public notice on spurious calls, shown beside IRDAI's English words on
// Marathi pages. No IRDAI Marathi text of the notice was found, so the English stays word for word and
// this rendering stays unconfirmed until the firm obtains IRDAI's own words or has it confirmed. The
// heading is a warning, so it may say "सावध".
const spuriousCallsRendering: SpuriousCallsText = {
  heading: 'बनावट फोन कॉल आणि खोट्या किंवा फसव्या ऑफरपासून सावध राहा',
  points: [
    'IRDAI किंवा तिचे अधिकारी कोणत्याही प्रकारचा विमा किंवा आर्थिक उत्पादने विकण्यासारख्या कामांत सहभागी होत नाहीत, किंवा विमा हप्त्यांची गुंतवणूकही करत नाहीत.',
    'IRDAI कोणताही बोनस जाहीर करत नाही.',
    'असे फोन कॉल येणाऱ्या नागरिकांना विनंती आहे की त्यांनी फोन कॉल आणि नंबरच्या तपशिलासह पोलिसांत तक्रार नोंदवावी.',
  ],
};

export const spuriousCallsRenderingWording: UnconfirmedWording = {
  id: 'marathi-spurious-calls-rendering',
  confirmed: false,
  note: 'The Marathi rendering beside IRDAI’s public notice on spurious calls (content/mr/spuriousCalls.ts), on the Marathi home and disclosure pages: replace it with IRDAI’s own Marathi version if one exists, or have it confirmed.',
  sources: [
    {
      title: 'IRDAI, Spurious Phone Calls and Fictitious/Fraudulent offers – Modification in Clause 15 (IRDA/LIFE/MISC/CIR/221/11/2016)',
      url: 'https://irdai.gov.in/document-detail?documentId=383485',
    },
  ],
};

/** IRDAI's notice on a Marathi page: its English words, with this rendering beside them. */
export const spuriousCalls: SpuriousCallsNotice = { official: IRDAI_SPURIOUS_CALLS, rendering: spuriousCallsRendering };
