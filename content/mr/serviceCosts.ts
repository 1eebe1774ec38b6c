import type { ServiceCostText } from '../serviceCosts';

// What each service costs the visitor, in Marathi: the same facts as content/serviceCosts.ts (no fee;
// the fund house pays a trail commission within the expense ratio, the insurer pays a commission).
export const serviceCosts: ServiceCostText = {
  heading: 'यासाठी तुम्हाला काय द्यावे लागते',
  byPayer: {
    'fund-house':
      'तुम्ही आम्हाला कोणतेही शुल्क देत नाही. आम्ही रेग्युलर प्लॅनचे वितरण करतो, आणि फंड हाउस आम्हाला ट्रेल कमिशन देते: तुमच्या गुंतवणुकीच्या मूल्याची वार्षिक टक्केवारी, जी योजनेच्या खर्चाच्या प्रमाणात (एक्स्पेन्स रेशो) आधीच समाविष्ट असते.',
    insurer: 'तुम्ही आम्हाला कोणतेही शुल्क देत नाही. तुम्ही आमच्यामार्फत घेता त्या पॉलिसींवर विमा कंपनी आम्हाला कमिशन देते; विमा हप्त्यावर आम्ही काहीही जास्त घेत नाही.',
    'fund-house-and-insurer':
      'तुम्ही आम्हाला कोणतेही शुल्क देत नाही. म्युच्युअल फंडांसाठी (रेग्युलर प्लॅन) फंड हाउस आम्हाला ट्रेल कमिशन देते, जे तुमच्या गुंतवणुकीच्या मूल्याची वार्षिक टक्केवारी असते आणि योजनेच्या खर्चाच्या प्रमाणात आधीच समाविष्ट असते; विम्यासाठी विमा कंपनी आम्हाला कमिशन देते.',
  },
  disclosureLink: 'कमिशनविषयी आमचे प्रकटीकरण पाहा',
  sentenceEnd: '.',
};
