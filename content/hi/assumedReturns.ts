import type { AssumedReturnsText } from '../assumedReturns';

// The Hindi words of content/assumedReturns.ts. The disclaimer's wording awaits the same check against
// AMFI's guideline as the English (illustrationDisclaimer.confirmed); AMFI's own sentence
// (AMFI_ILLUSTRATION_SENTENCE) is rendered in Hindi, as the rest of the disclaimer is.

/** AMFI's sentence (AMFI_ILLUSTRATION_SENTENCE) in Hindi: the disclaimer quotes it, the build's check looks for it. */
const amfiSentence = 'पिछला प्रदर्शन भविष्य में बना रह भी सकता है और नहीं भी, और वह भविष्य के किसी भी रिटर्न की गारंटी नहीं है';

export const assumedReturnsText: AssumedReturnsText = {
  illustrationDisclaimer: {
    heading: 'यह एक उदाहरण है, वादा नहीं',
    text: `यह एक मानी गई स्थिर रिटर्न दर पर बना उदाहरण है, ताकि आप समझ सकें कि कंपाउंडिंग (चक्रवृद्धि) कैसे काम करती है। यह भविष्य का कोई पूर्वानुमान नहीं है, किसी म्यूचुअल फंड स्कीम का रिटर्न नहीं है, और भविष्य के किसी भी रिटर्न की गारंटी नहीं है: असल रिटर्न हर साल बदलते हैं, नेगेटिव भी हो सकते हैं, और कोई भी रिटर्न दर तय नहीं है। जैसा AMFI हर उदाहरण के साथ कहने को कहता है, ${amfiSentence}।`,
    amfiSentence,
  },
  schemeAgnosticNote: 'ये टूल किसी म्यूचुअल फंड स्कीम के रिटर्न नहीं दिखाते और किसी स्कीम की सिफ़ारिश नहीं हैं।',
};
