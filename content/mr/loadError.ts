import type { LoadErrorText } from '../loadError';

// The Marathi error boundary's words.
export const loadError: LoadErrorText = {
  heading: 'या पानाचा एक भाग लोड होऊ शकला नाही',
  body: 'तुमचे कनेक्शन तुटले असेल, किंवा तुम्ही वाचत असताना साइट अपडेट झाली असेल. पान पुन्हा लोड केल्यावर नवी आवृत्ती येते; असे वारंवार होत असेल, तर कृपया आमच्याशी संपर्क साधा.',
  reload: 'पान पुन्हा लोड करा',
};
