import type { RegulatoryRenderings, SiteText } from '../site';
import { marathiRenderings } from './regulatory';

// The firm's details a visitor reads, in Marathi. Regulators' and programmes' names stay as they publish
// them (SEBI SCORES, SMART ODR, AMFI), with Marathi beside them where a reader needs it.
export const siteText: SiteText = {
  description:
    'भारतातील कुटुंबे आणि नोकरदार व्यावसायिक, तसेच परदेशातील NRI यांच्यासाठी म्युच्युअल फंड वितरणाद्वारे (रेग्युलर प्लॅन) उद्दिष्टांनुसार गुंतवणूक, आणि विमा.',
  hours: {
    office: 'सोमवार-शुक्रवार सकाळी 9:30 ते सायंकाळी 5:30 (IST)',
    contact: 'सोमवार-शुक्रवार सकाळी 9:00 ते सायंकाळी 7:00 (IST)',
  },
  hoursLabels: {
    office: 'कार्यालयीन वेळ (भेटीसाठी)',
    contact: 'फोन आणि ई-मेलची वेळ',
  },
  structuredData: { arnProperty: 'AMFI नोंदणी क्रमांक (ARN)', country: 'भारत', sentenceEnd: '.' },
  whatsappMessage: 'नमस्कार, तुमच्या वेबसाइटवरून तुमच्याबद्दल कळले. मला माझ्या गुंतवणुकीबद्दल बोलायचे आहे.',
  links: {
    sebiCirculars: { label: 'SEBI ची परिपत्रके', description: 'भारतीय प्रतिभूती आणि विनिमय मंडळाने (SEBI) काढलेली परिपत्रके' },
    schemeDocuments: {
      label: 'योजनेची कागदपत्रे (SID, SAI, KIM)',
      description: 'SEBI कडे दाखल केलेले स्कीम इन्फॉर्मेशन डॉक्युमेंट, स्टेटमेंट ऑफ ॲडिशनल इन्फॉर्मेशन आणि की इन्फॉर्मेशन मेमोरँडम',
    },
    codeOfConduct: {
      label: 'वितरकांसाठी AMFI ची आचारसंहिता',
      description: 'AMFI ने म्युच्युअल फंड वितरकांसाठी ठरवलेली आचारसंहिता',
    },
    amfi: { label: 'AMFI', description: 'असोसिएशन ऑफ म्युच्युअल फंड्स इन इंडिया' },
    amfiInvestorAwareness: {
      label: 'म्युच्युअल फंड सही है (AMFI ची गुंतवणूकदार जागरूकता मोहीम)',
      description: 'AMFI चा गुंतवणूकदार जागरूकता कार्यक्रम',
    },
    amfiDistributorSearch: { label: 'AMFI वर ARN तपासा', description: 'नोंदणीकृत म्युच्युअल फंड वितरक शोधण्याची AMFI ची सुविधा' },
    scores: { label: 'SEBI SCORES', description: 'तक्रार निवारणासाठी SEBI ची ऑनलाइन व्यवस्था' },
    smartOdr: { label: 'SMART ODR', description: 'सिक्युरिटीज बाजारातील वादांच्या ऑनलाइन निवारणाचे पोर्टल' },
    bimaBharosa: {
      label: 'बीमा भरोसा (IRDAI)',
      description: 'विमा कंपन्या आणि त्यांच्या मध्यस्थांविरुद्ध तक्रार नोंदवण्याचे आणि तिची स्थिती पाहण्याचे IRDAI चे पोर्टल',
    },
    insuranceOmbudsman: {
      label: 'विमा लोकपाल',
      description: 'काउन्सिल फॉर इन्शुरन्स ओम्बड्समन: विमा कंपन्या आणि विमा ब्रोकर यांच्याविरुद्धच्या तक्रारी',
    },
  },
  // IRDAI's kinds and categories of registration: the English word where that is what agents and clients
  // say (कॉर्पोरेट एजंट, POSP, कंपोझिट), the everyday Marathi one otherwise (जीवन विमा).
  insuranceRegistration: {
    kinds: {
      'Individual agent': 'वैयक्तिक एजंट',
      POSP: 'POSP (पॉइंट ऑफ सेल्स पर्सन)',
      'Corporate agent': 'कॉर्पोरेट एजंट',
      'Insurance broker': 'विमा ब्रोकर',
    },
    categories: { Life: 'जीवन विमा', General: 'सर्वसाधारण विमा', Health: 'आरोग्य विमा', Composite: 'कंपोझिट' },
    line: '{kind} ({category}), IRDAI नोंदणी {number}, {validTill} पर्यंत वैध',
  },
  legalEntityKinds: {
    company: 'कंपनी',
    llp: 'लिमिटेड लायबिलिटी पार्टनरशिप (LLP)',
    partnership: 'भागीदारी फर्म',
    proprietor: 'एकल मालकी (प्रोप्रायटरशिप)',
  },
};

/** The lines that stand in English word for word, each with its Marathi rendering beside it (content/mr/regulatory.ts). */
export const regulatory: RegulatoryRenderings = marathiRenderings;
