import type { AssumedReturnsText } from '../assumedReturns';

// The Marathi words of content/assumedReturns.ts. The disclaimer's wording awaits the same check against
// AMFI's guideline as the English (illustrationDisclaimer.confirmed); AMFI's own sentence
// (AMFI_ILLUSTRATION_SENTENCE) is rendered in Marathi, as the rest of the disclaimer is.

/** AMFI's sentence (AMFI_ILLUSTRATION_SENTENCE) in Marathi: the disclaimer quotes it, the build's check looks for it. */
const amfiSentence = 'मागील कामगिरी भविष्यात टिकेल किंवा टिकणारही नाही, आणि ती भविष्यातील कोणत्याही परताव्याची हमी नाही';

export const assumedReturnsText: AssumedReturnsText = {
  illustrationDisclaimer: {
    heading: 'हे उदाहरण आहे, आश्वासन नाही',
    text: `चक्रवाढ कशी काम करते हे समजण्यासाठी, गृहीत स्थिर परतावा दरावर केलेले हे उदाहरण आहे. हे भविष्याचे भाकीत नाही, कोणत्याही म्युच्युअल फंड योजनेचा परतावा नाही, आणि भविष्यातील कोणत्याही परताव्याची हमी नाही: प्रत्यक्ष परतावा दरवर्षी बदलतो, उणेही असू शकतो, आणि कोणताही परतावा दर ठरलेला नाही. AMFI प्रत्येक उदाहरणासोबत सांगायला सांगते त्याप्रमाणे, ${amfiSentence}.`,
    amfiSentence,
  },
  schemeAgnosticNote: 'ही साधने कोणत्याही म्युच्युअल फंड योजनेचा परतावा दाखवत नाहीत आणि कोणत्याही योजनेची शिफारस नाहीत.',
};
