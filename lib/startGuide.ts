import {
  CASE_ANSWERS,
  SECTION_SOURCES,
  START_CASE_IDS,
  START_SECTION_IDS,
  type StartGuideContent,
  type StartGuideText,
} from '@/content/start';

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
