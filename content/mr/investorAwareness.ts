import type { InvestorAwarenessText, UnconfirmedWording } from '../investorAwareness';

// The investor-awareness section of the disclosure in Marathi. The three points are the fund houses'
// wording (itself still to be confirmed in English); no official Marathi text of them was found, so a
// Marathi page shows the English points word for word with these renderings beside them, unconfirmed
// until the firm checks them.
export const investorAwarenessText: InvestorAwarenessText = {
  heading: 'गुंतवणूकदार जागरूकता',
  points: [
    'सर्व म्युच्युअल फंड गुंतवणूकदारांना एकदाची KYC (तुमच्या ग्राहकाला ओळखा) प्रक्रिया पूर्ण करावी लागते. तुमची KYC एखाद्या KYC नोंदणी संस्थेकडे Validated (पूर्णपणे पडताळलेली) म्हणून नोंदली गेली की दुसऱ्या म्युच्युअल फंडासाठी ती पुन्हा करण्याची गरज नाही.',
    'फक्त SEBI कडे नोंदणीकृत म्युच्युअल फंडांशीच व्यवहार करा. म्युच्युअल फंडाची नोंदणी तुम्ही SEBI च्या वेबसाइटवर “Intermediaries/Market Infrastructure Institutions” खाली तपासू शकता.',
    'तक्रार निवारणासाठी, आधी फंड हाउसकडे तक्रार नेल्यानंतर, तुम्ही SEBI चे SCORES पोर्टल वापरू शकता, आणि मग SMART ODR; आमचे तक्रार निवारण पान प्रत्येक पायरी समजावते.',
  ],
  sebiLabel: 'SEBI ची वेबसाइट',
};

export const investorAwarenessRenderingWording: UnconfirmedWording = {
  id: 'marathi-investor-awareness-rendering',
  confirmed: false,
  note: 'The Marathi renderings beside the three investor-awareness points on the Marathi disclosure page (content/mr/investorAwareness.ts): confirm them with your fund houses, or replace them with the Marathi wording the fund houses carry.',
  sources: [],
};
