import type { QuestionnaireWords } from '../questionnaires';

// What the two questionnaire pages share, in Hindi. (The /tools/ hub's cards for the two
// questionnaires are with the hub's other words, in content/hi/tools.ts.)
export const questionnaireWords: QuestionnaireWords = {
  privacyNote: 'यह पेज सारा हिसाब आपके डिवाइस पर ही करता है और कुछ भी कहीं नहीं भेजता; पेज बंद करते ही कुछ भी सहेजा नहीं रहता।',
};
