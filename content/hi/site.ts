import type { RegulatoryRenderings, SiteText } from '../site';
import { hindiRenderings } from './regulatory';

// The firm's details a visitor reads, in Hindi. Regulators' and programmes' names stay as they
// publish them (SEBI SCORES, SMART ODR, AMFI), with Hindi beside them where AMFI's Hindi pages use one.
export const siteText: SiteText = {
  description:
    'भारत में रहने वाले परिवारों और नौकरीपेशा लोगों के लिए, और विदेश में रहने वाले NRI के लिए, म्यूचुअल फंड डिस्ट्रीब्यूशन (रेगुलर प्लान) के ज़रिए लक्ष्य के हिसाब से निवेश, और बीमा।',
  hours: {
    office: 'सोमवार-शुक्रवार सुबह 9:30 से शाम 5:30 बजे तक (IST)',
    contact: 'सोमवार-शुक्रवार सुबह 9:00 से शाम 7:00 बजे तक (IST)',
  },
  hoursLabels: {
    office: 'ऑफ़िस का समय (मिलने के लिए)',
    contact: 'फ़ोन और ई-मेल का समय',
  },
  structuredData: { arnProperty: 'AMFI रजिस्ट्रेशन नंबर (ARN)', country: 'भारत', sentenceEnd: '।' },
  whatsappMessage: 'नमस्ते, मुझे आपकी वेबसाइट से आपके बारे में पता चला। मैं अपने निवेश के बारे में बात करना चाहता/चाहती हूँ।',
  links: {
    sebiCirculars: { label: 'SEBI के सर्कुलर', description: 'भारतीय प्रतिभूति और विनिमय बोर्ड (SEBI) के जारी किए सर्कुलर' },
    schemeDocuments: {
      label: 'स्कीम के दस्तावेज़ (SID, SAI, KIM)',
      description: 'SEBI के पास जमा स्कीम इन्फ़ॉर्मेशन डॉक्यूमेंट, स्टेटमेंट ऑफ़ एडिशनल इन्फ़ॉर्मेशन और की इन्फ़ॉर्मेशन मेमोरेंडम',
    },
    codeOfConduct: {
      label: 'डिस्ट्रीब्यूटर के लिए AMFI की आचार संहिता',
      description: 'म्यूचुअल फंड डिस्ट्रीब्यूटर के लिए AMFI की तय की हुई आचार संहिता',
    },
    amfi: { label: 'AMFI', description: 'एसोसिएशन ऑफ़ म्यूचुअल फंड्स इन इंडिया' },
    amfiInvestorAwareness: {
      label: 'म्यूचुअल फंड सही है (AMFI का निवेशक जागरूकता अभियान)',
      description: 'AMFI का निवेशक जागरूकता कार्यक्रम',
    },
    amfiDistributorSearch: { label: 'AMFI पर ARN की जाँच करें', description: 'रजिस्टर्ड म्यूचुअल फंड डिस्ट्रीब्यूटर खोजने की AMFI की सुविधा' },
    scores: { label: 'SEBI SCORES', description: 'शिकायतों के निवारण के लिए SEBI की ऑनलाइन व्यवस्था' },
    smartOdr: { label: 'SMART ODR', description: 'सिक्योरिटीज़ मार्केट के विवादों के ऑनलाइन समाधान का पोर्टल' },
    bimaBharosa: {
      label: 'बीमा भरोसा (IRDAI)',
      description: 'बीमा कंपनियों और उनके बिचौलियों के ख़िलाफ़ शिकायत दर्ज करने और उसकी स्थिति देखने का IRDAI का पोर्टल',
    },
    insuranceOmbudsman: {
      label: 'बीमा लोकपाल',
      description: 'काउंसिल फ़ॉर इंश्योरेंस ओम्बड्समेन: बीमा कंपनियों और बीमा ब्रोकरों के ख़िलाफ़ शिकायतें',
    },
  },
  // IRDAI's kinds and categories of registration: the English word where that is what agents and
  // clients say (कॉर्पोरेट एजेंट, POSP, कंपोज़िट), the everyday Hindi one otherwise (जीवन बीमा).
  insuranceRegistration: {
    kinds: {
      'Individual agent': 'व्यक्तिगत एजेंट',
      POSP: 'POSP (पॉइंट ऑफ़ सेल्स पर्सन)',
      'Corporate agent': 'कॉर्पोरेट एजेंट',
      'Insurance broker': 'बीमा ब्रोकर',
    },
    categories: { Life: 'जीवन बीमा', General: 'सामान्य बीमा', Health: 'स्वास्थ्य बीमा', Composite: 'कंपोज़िट' },
    line: '{kind} ({category}), IRDAI रजिस्ट्रेशन {number}, {validTill} तक वैध',
  },
  legalEntityKinds: {
    company: 'कंपनी',
    llp: 'लिमिटेड लायबिलिटी पार्टनरशिप (LLP)',
    partnership: 'पार्टनरशिप फ़र्म',
    proprietor: 'एकल स्वामित्व (प्रोपराइटरशिप)',
  },
};

/** The lines that stand in English word for word, each with its Hindi rendering beside it (content/hi/regulatory.ts). */
export const regulatory: RegulatoryRenderings = hindiRenderings;
