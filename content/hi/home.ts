import type { HomeText } from '../home';
import { site } from '../site';
import { hindiRenderings } from './regulatory';
import { ui } from './ui';
import { startGuideText } from './start';

// The home page's own words in Hindi: the same keys as content/home.ts, checked by HomeText.
// The firm's name, city and the AMFI tagline stand as registered; the tagline keeps its Hindi
// rendering beside it. Welcome lines stay short enough for one line on a 375 px phone.
export const homeText: HomeText = {
  hero: {
    welcomeLines: [
      `${site.shortName} में आपका स्वागत है`,
      'नमस्ते, आपका स्वागत है',
      'परिवारों और NRI के लिए निवेश',
      'सुनी-सुनाई टिप पर नहीं, लक्ष्य के लिए निवेश',
    ],
    lead: 'हम म्यूचुअल फंड के रेगुलर प्लान के ज़रिए आपके लक्ष्यों के लिए निवेश करने में मदद करते हैं, काग़ज़ी काम सँभालते हैं, और आप पर निर्भर लोगों को सुरक्षित रखने में मदद करते हैं।',
    learnMoreLabel: ui.learnMore,
    learnMoreHidden: ': हमारे बारे में',
    secondaryCta: 'हमारी सेवाएँ देखें',
    commissionHighlight: 'कमीशन की रेंज सबके सामने; निवेश से पहले सही दर',
    startLink: { lead: startGuideText.pointers.home.lead, label: startGuideText.pointers.home.label },
  },
  featuresSection: {
    heading: 'आपके अगले क़दम के लिए टूल',
    intro: 'निवेश करने और अपने काग़ज़ी काम पर नज़र रखने के लिए कैलकुलेटर, प्रश्नावली और फ़ॉर्म, जब भी आपको सुविधा हो।',
    moreLink: 'और कैलकुलेटर',
  },
  aboutTeaser: {
    eyebrow: 'हमारे बारे में',
    heading: 'निवेश जो आपके लक्ष्यों से शुरू होता है, किसी प्रोडक्ट से नहीं',
    paragraphs: [
      [
        `${site.name}, ${site.address.city} में स्थित एक `,
        { english: site.tagline },
        ` (${hindiRenderings.tagline}) है। हम परिवारों, नौकरीपेशा लोगों, कारोबारियों और NRI (अनिवासी भारतीय) को उन चीज़ों के लिए निवेश करने में मदद करते हैं जो मायने रखती हैं: बच्चे की पढ़ाई, अपना घर, आराम से रिटायरमेंट, और अचानक आने वाली मुसीबतों के लिए बीमा कवर।`,
      ],
      [
        'हम म्यूचुअल फंड के रेगुलर प्लान डिस्ट्रीब्यूट करते हैं और फंड हाउस हमें ट्रेल कमीशन देते हैं। हम इसकी रेंज सबको बताते हैं, और जिस भी स्कीम पर हम बात करते हैं, उसकी सटीक दर आपके निवेश से पहले बताते हैं। डायरेक्ट प्लान पर हम कुछ नहीं कमाते।',
      ],
    ],
    points: [
      'हर लक्ष्य के लिए उपयुक्त स्कीमें, और हमारे ज़रिए लिए गए निवेश की हर साल समीक्षा',
      'लागत, जोखिम और कमीशन पर साफ़ जवाब',
      'KYC, नॉमिनेशन और ट्रांसमिशन के काग़ज़ी काम में मदद',
    ],
    link: 'हमारे बारे में और जानें',
  },
  servicesSection: {
    heading: 'हमारी सेवाएँ',
    intro: 'निवेश करने में, और बीमा से अपने परिवार की हिफ़ाज़त करने में, हमारी मदद के दस तरीक़े।',
    carouselLabel: 'हमारी सेवाएँ',
    allServices: 'सभी सेवाएँ देखें',
  },
  testimonialsSection: {
    heading: 'हमारी सेवा के बारे में हमारे क्लाइंट क्या कहते हैं',
    intro: 'क्लाइंट बताते हैं कि हम उनके साथ कैसे काम करते हैं। उनकी बातें हमारी सेवा के बारे में हैं, निवेश के रिटर्न के बारे में नहीं।',
  },
  partnersSection: {
    heading: 'जिन फंड हाउस के साथ हम काम करते हैं',
    intro: 'हम इन एसेट मैनेजमेंट कंपनियों की स्कीमें डिस्ट्रीब्यूट करते हैं।',
    carouselLabel: 'हमारे पार्टनर',
  },
  insuranceNoticeLabel: 'बीमा से जुड़ी सूचना',
};
