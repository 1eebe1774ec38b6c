import type { InvestorAwarenessText, UnconfirmedWording } from '../investorAwareness';

// The investor-awareness section of the disclosure in Hindi. The three points are the fund houses'
// wording (itself still to be confirmed in English); no official Hindi text of them was found (AMFI's
// and the fund houses' Hindi pages were searched), so a Hindi page shows the English points word for
// word with these renderings beside them, unconfirmed until the firm checks them.
export const investorAwarenessText: InvestorAwarenessText = {
  heading: 'निवेशक जागरूकता',
  points: [
    'सभी म्यूचुअल फंड निवेशकों को एक बार की KYC (अपने ग्राहक को जानें) प्रक्रिया पूरी करनी होती है। एक बार आपकी KYC किसी KYC रजिस्ट्रेशन एजेंसी में Validated (पूरी तरह जाँची गई) दर्ज हो जाए, तो किसी दूसरे म्यूचुअल फंड के लिए आपको इसे दोबारा करने की ज़रूरत नहीं है।',
    'सिर्फ़ SEBI में रजिस्टर्ड म्यूचुअल फंड के साथ ही लेन-देन करें। किसी म्यूचुअल फंड का रजिस्ट्रेशन आप SEBI की वेबसाइट पर “Intermediaries/Market Infrastructure Institutions” के तहत जाँच सकते हैं।',
    'किसी शिकायत के निवारण के लिए, पहले फंड हाउस से बात करने के बाद, आप SEBI के SCORES पोर्टल का इस्तेमाल कर सकते हैं, और फिर SMART ODR का; हमारा शिकायत निवारण पेज हर क़दम बताता है।',
  ],
  sebiLabel: 'SEBI की वेबसाइट',
};

export const investorAwarenessRenderingWording: UnconfirmedWording = {
  id: 'hindi-investor-awareness-rendering',
  confirmed: false,
  note: 'The Hindi renderings beside the three investor-awareness points on /hi/disclosure/ (content/hi/investorAwareness.ts): confirm them with your fund houses, or replace them with the Hindi wording the fund houses carry.',
  sources: [],
};
