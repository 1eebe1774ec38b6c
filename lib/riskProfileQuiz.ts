import { discussService } from '@/content/questionnaires';
import { pathTo } from '@/content/routes';
import { answerPoints, bandData, RISK_QUESTION_IDS, typicalRiskometer, type RiskProfileText } from '@/content/riskProfile';
import type { UiText } from '@/content/ui';
import type { Locale } from './i18n/locale';
import { wordsFor } from './i18n/words';
import type { RiskBand, RiskQuestion } from './riskProfile';

// The risk profile questionnaire in one language: its words (content/<locale>/riskProfile.ts) with the
// points, bands and riskometer levels every language shares (content/riskProfile.ts).

/** The questions in one language, with their points (the same in every language). */
export function riskQuestionsFor(locale: Locale): RiskQuestion[] {
  const words = wordsFor(locale).riskProfile.questions;
  return RISK_QUESTION_IDS.map((id) => ({
    id,
    legend: words[id].legend,
    ...(words[id].hint ? { hint: words[id].hint } : {}),
    options: answerPoints[id].map((points, index) => ({ label: words[id].options[index] ?? '', points })),
  }));
}

/** The five bands in one language, lowest first. */
export function riskBandsFor(locale: Locale): RiskBand[] {
  const words = wordsFor(locale).riskProfile.bands;
  return bandData.map((band) => ({ ...band, ...words[band.id] }));
}

/** What the risk profile page gives its questionnaire, in one language; the tests render it from the same object. */
export function riskProfileQuizFor(locale: Locale) {
  const words = wordsFor(locale).riskProfile;
  const share: UiText['share'] = wordsFor(locale).ui.share;
  return {
    questions: riskQuestionsFor(locale),
    bands: riskBandsFor(locale),
    discussService: discussService.riskProfile,
    contactPath: pathTo('/contact/', locale),
    suitabilityNote: words.suitabilityNote,
    notAdvice: words.notAdvice,
    shareNote: words.shareNote,
    text: words.text.result,
    quizText: words.text.quiz,
    share,
    categoryNames: words.categoryNames,
    levelNames: words.levelNames,
    typicalRiskometer,
  };
}

// The English words under the names the tests and the e2e suite have always read.
const english = wordsFor('en').riskProfile;
export const riskQuestions = riskQuestionsFor('en');
export const riskBands = riskBandsFor('en');
export const riskProfileText: RiskProfileText = english.text;
export const fundCategoryNames = english.categoryNames;
export const riskScoringIntro = english.scoringIntro;
export const riskSuitabilityNote = english.suitabilityNote;
export const riskIsNotAdvice = english.notAdvice;
export const riskShareNote = english.shareNote;
export const riskProfileQuiz = riskProfileQuizFor('en');
