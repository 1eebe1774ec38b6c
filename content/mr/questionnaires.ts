import type { QuestionnaireWords } from '../questionnaires';

// What the two questionnaire pages share, in Marathi. (The /tools/ hub's cards for the two
// questionnaires are with the hub's other words, in content/mr/tools.ts.)
export const questionnaireWords: QuestionnaireWords = {
  privacyNote: 'हे पान सर्व हिशेब तुमच्या उपकरणावरच करते आणि काहीही कुठेही पाठवत नाही; पान बंद केल्यावर काहीही साठवलेले राहत नाही.',
};
