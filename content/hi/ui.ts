import type { UiText } from '../ui';
import { loadError } from './loadError';

// The site's controls in Hindi, checked by UiText (content/ui.ts).
export const ui: UiText = {
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  homePage: ', होम पेज',
  mainNav: 'मुख्य',
  menu: 'मेन्यू',
  // The switch names the other language in its own words, so an English reader finds "English".
  languageSwitch: { label: 'English', lang: 'en-IN', description: 'Read this page in English' },
  quickContact: 'तुरंत संपर्क',
  // Inside the tel: link: a non-breaking space, so the link's words never wrap apart (html-validate tel-non-breaking).
  call: 'कॉल\u00a0करें',
  // Short enough for the phone's bottom bar at 360 px, at large text too; "ask for a call back".
  requestCallBack: 'कॉल बैक मँगाएँ',
  callBackMessage: 'कृपया मुझे कॉल बैक करें।',
  opensInNewTab: ' (नए टैब में खुलता है)',
  opensWhatsApp: ' (WhatsApp खुलता है)',
  scrollHint: 'सभी कॉलम देखने के लिए तालिका को बगल की ओर स्वाइप या स्क्रॉल करें।',
  onThisPage: 'इस पेज पर',
  backToTop: 'ऊपर जाएँ',
  openInMaps: 'Google Maps में खोलें',
  whatsApp: 'WhatsApp',
  printedOn: 'प्रिंट की तारीख़',
  reopenResult: 'यही नतीजा दोबारा खोलें:',
  printContact: 'कॉल करें',
  learnMore: 'और जानें',
  whatsAppUs: 'WhatsApp पर बात करें',
  sendByWhatsApp: 'WhatsApp से भेजें',
  sendByWhatsAppExplained: '“{button}” दबाने पर WhatsApp में यही अनुरोध हमारे नंबर के लिए लिखा हुआ खुलता है: वहाँ भेजें दबाएँ।',
  carousel: {
    stop: 'स्लाइड शो अपने-आप चलना बंद करें',
    start: 'स्लाइड शो अपने-आप चलाएँ',
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    showSlides: 'स्लाइड {from} से {to} दिखाएँ',
    showSlide: 'स्लाइड {from} दिखाएँ',
    slideOf: '{total} में से {n}',
    roleCarousel: 'स्लाइड शो',
    roleSlide: 'स्लाइड',
    skip: '“{label}” से आगे जाएँ',
  },
  share: {
    label: 'यह नतीजा शेयर करें',
    fixFirst: 'पहले चिह्नित एंट्री ठीक करें, फिर शेयर करें।',
    shared: 'शेयर हो गया।',
    failed: 'शेयर नहीं हो सका। लिंक यह है: {url}',
    copied: 'लिंक कॉपी हो गया। यह नतीजा शेयर करने के लिए इसे कहीं भी पेस्ट करें।',
    copyFailed: 'लिंक कॉपी नहीं हो सका। लिंक यह है: {url}',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    eyebrow: 'त्रुटि 404',
    heading: 'पेज नहीं मिला',
    lead: 'आपने जो पेज माँगा वह मौजूद नहीं है या कहीं और चला गया है। ये पेज काम आ सकते हैं:',
  },
  loadError,
  map: {
    show: 'नक्शा दिखाएँ',
    loading: 'नक्शा लोड हो रहा है…',
    officeTitle: '{name} के ऑफ़िस का नक्शा',
    failed: 'नक्शा यहाँ लोड नहीं हो सका:',
    failedLink: 'इसे Google Maps में खोलें',
  },
  video: {
    watch: 'YouTube पर देखें',
    play: 'वीडियो चलाएँ: ',
    failed: 'वीडियो यहाँ नहीं चल सका:',
    failedLink: 'इसे YouTube पर देखें',
  },
  footer: {
    siteLinks: 'साइट के लिंक',
    organisation: 'संस्था',
    services: 'सेवाएँ',
    contact: 'संपर्क',
    legal: 'क़ानूनी',
    clientLogin: 'क्लाइंट लॉग इन',
    regulatoryInformation: 'नियामक जानकारी',
    validTill: '{date} तक वैध',
    // The tagline stays in English word for word, its Hindi rendering beside it in brackets.
    distributor:
      '{name} ({arn}) एक {tagline} है। हम म्यूचुअल फंड के रेगुलर प्लान डिस्ट्रीब्यूट करते हैं, और SEBI में निवेश सलाहकार (इन्वेस्टमेंट एडवाइज़र) के रूप में रजिस्टर्ड नहीं हैं।',
    insurance: '{registration}; प्रिंसिपल ऑफ़िसर: {principalOfficer}।',
    lastReviewed: 'नियामक और टैक्स संबंधी जानकारी की पिछली समीक्षा: {date}।',
    copyright: '© {years} {name}. सर्वाधिकार सुरक्षित।',
  },
};
