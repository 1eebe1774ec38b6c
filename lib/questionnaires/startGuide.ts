import { pathTo } from '@/content/routes';
import {
  CASE_ANSWERS,
  SECTION_SOURCES,
  START_CASE_IDS,
  START_CHECKLIST_ID,
  START_SECTION_IDS,
  type StartCaseId,
  type StartGuideContent,
  type StartGuideText,
} from '@/content/start';
import type { Locale } from '../i18n/locale';
import { startQuery } from './startChecklist';

/** One language's words put together with the shared sources and cases. */
export function assembleStartGuide(text: StartGuideText): StartGuideContent {
  return {
    ...text,
    sections: START_SECTION_IDS.map((id) => ({ id, ...text.sections[id], sources: SECTION_SOURCES[id] })),
    cases: {
      heading: text.cases.heading,
      intro: text.cases.intro,
      list: START_CASE_IDS.map((id) => ({ id, label: text.cases.labels[id], answers: CASE_ANSWERS[id] })),
    },
    contactService: 'mutual-funds',
  };
}

/**
 * The start page with one case's answers chosen, at its checklist: "/start/?who=self&where=abroad&…#your-checklist".
 * The checklist reads the answers from the address (lib/questionnaires/startChecklist.ts readStartQuery).
 */
export function startCasePath(id: StartCaseId, locale: Locale): string {
  return `${pathTo('/start/', locale)}?${startQuery(CASE_ANSWERS[id])}#${START_CHECKLIST_ID}`;
}
