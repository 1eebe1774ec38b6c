import type { HomeText } from '../home';
import { site } from '../site';
import { marathiRenderings } from './regulatory';
import { ui } from './ui';
import { startGuideText } from './start';

// The home page's own words in Marathi: the same keys as content/home.ts, checked by HomeText.
// The firm's name, city and the AMFI tagline stand as registered; the tagline keeps its Marathi
// rendering beside it. Welcome lines stay short enough for one line on a 375 px phone.
export const homeText: HomeText = {
  hero: {
    welcomeLines: [
      `${site.shortName} मध्ये तुमचे स्वागत`,
      'नमस्कार, तुमचे स्वागत आहे',
      'कुटुंबे आणि NRI यांच्यासाठी गुंतवणूक',
      'ऐकीव टिपसाठी नव्हे, उद्दिष्टासाठी गुंतवणूक',
    ],
    lead: 'म्युच्युअल फंडांच्या रेग्युलर प्लॅनद्वारे तुमच्या उद्दिष्टांसाठी गुंतवणूक करण्यात आम्ही मदत करतो, कागदपत्रांचे काम सांभाळतो, आणि तुमच्यावर अवलंबून असलेल्या माणसांना संरक्षण देण्यात मदत करतो.',
    learnMoreLabel: ui.learnMore,
    learnMoreHidden: ': आमच्याविषयी',
    secondaryCta: 'आमच्या सेवा पाहा',
    commissionHighlight: 'कमिशनच्या मर्यादा जाहीर; नेमका दर गुंतवणुकीपूर्वी',
    startLink: { lead: startGuideText.pointers.home.lead, label: startGuideText.pointers.home.label },
  },
  featuresSection: {
    heading: 'तुमच्या पुढच्या पावलासाठी साधने',
    intro: 'गुंतवणुकीसाठी आणि कागदपत्रांवर लक्ष ठेवण्यासाठी कॅल्क्युलेटर, प्रश्नावली आणि फॉर्म, तुमच्या सोयीने कधीही.',
    moreLink: 'आणखी कॅल्क्युलेटर',
  },
  aboutTeaser: {
    eyebrow: 'आमच्याविषयी',
    heading: 'गुंतवणूक जी तुमच्या उद्दिष्टांपासून सुरू होते, एखाद्या उत्पादनापासून नाही',
    paragraphs: [
      [
        `${site.name} हे ${site.address.city} येथील `,
        { english: site.tagline },
        ` (${marathiRenderings.tagline}) आहेत. कुटुंबे, नोकरदार व्यावसायिक, व्यावसायिक उद्योजक आणि NRI (अनिवासी भारतीय) यांना महत्त्वाच्या गोष्टींसाठी गुंतवणूक करण्यात आम्ही मदत करतो: मुलांचे शिक्षण, स्वतःचे घर, निवृत्तीनंतरचे निश्चिंत आयुष्य, आणि अनपेक्षित संकटांसाठी विमा संरक्षण.`,
      ],
      [
        'आम्ही म्युच्युअल फंडांच्या रेग्युलर प्लॅनचे वितरण करतो आणि फंड हाउस आम्हाला ट्रेल कमिशन देतात. आम्ही त्याच्या मर्यादा जाहीर करतो, आणि ज्या योजनेवर आपण बोलतो तिचा नेमका दर तुमच्या गुंतवणुकीपूर्वी सांगतो. डायरेक्ट प्लॅनवर आम्ही काहीही कमावत नाही.',
      ],
    ],
    points: [
      'प्रत्येक उद्दिष्टाला साजेशा योजना, आणि आमच्यामार्फत घेतलेल्या गुंतवणुकीचा दरवर्षी आढावा',
      'खर्च, जोखीम आणि कमिशन यांवर स्पष्ट उत्तरे',
      'KYC, नामनिर्देशन आणि ट्रान्समिशनच्या कागदपत्रांत मदत',
    ],
    link: 'आमच्याविषयी अधिक',
  },
  servicesSection: {
    heading: 'आमच्या सेवा',
    intro: 'गुंतवणूक करण्यात, आणि तुम्ही उभे केलेले जपण्यात, आम्ही मदत करतो त्याचे दहा मार्ग.',
    carouselLabel: 'आमच्या सेवा',
    allServices: 'सर्व सेवा पाहा',
  },
  testimonialsSection: {
    heading: 'आमच्या सेवेबद्दल आमचे क्लायंट काय म्हणतात',
    intro: 'आम्ही त्यांच्यासोबत कसे काम करतो हे क्लायंट सांगतात. त्यांचे शब्द आमच्या सेवेबद्दल आहेत, गुंतवणुकीच्या परताव्याबद्दल नाहीत.',
  },
  partnersSection: {
    heading: 'आम्ही ज्या फंड हाउससोबत काम करतो',
    intro: 'आम्ही या ॲसेट मॅनेजमेंट कंपन्यांच्या योजनांचे वितरण करतो.',
    carouselLabel: 'आमचे भागीदार',
  },
  insuranceNoticeLabel: 'विम्याविषयी सूचना',
};
