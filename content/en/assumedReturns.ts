import {
  AMFI_ILLUSTRATION_SENTENCE,
  DISCLAIMER_HEADING,
  DISCLAIMER_TEXT,
  SCHEME_AGNOSTIC_NOTE,
  type AssumedReturnsText,
} from '../assumedReturns';

// The illustration disclaimer and the scheme-agnostic line in English: the wording content/assumedReturns.ts
// records with its sources and its confirmation.
export const assumedReturnsText: AssumedReturnsText = {
  illustrationDisclaimer: { heading: DISCLAIMER_HEADING, text: DISCLAIMER_TEXT, amfiSentence: AMFI_ILLUSTRATION_SENTENCE },
  schemeAgnosticNote: SCHEME_AGNOSTIC_NOTE,
};
