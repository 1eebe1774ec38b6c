import { startAnswersFromQuery, START_STEP_IDS } from '@/lib/questionnaires/startChecklist';
import { pathTo } from './routes';
import { NRI_START_CASE, START_CHECKLIST_ID, type StartBlock, type StartGuideContent } from './start';
import type { InlineRun } from './types';
import { wordsFor } from '@/lib/i18n/words';
import { assembleStartGuide, startCasePath } from '@/lib/questionnaires/startGuide';

// Both editions as the page reads them, with their references to the register of facts resolved.
const hindi = assembleStartGuide(wordsFor('hi').start);
const startGuide = assembleStartGuide(wordsFor('en').start);

const runsText = (runs: readonly InlineRun[]) => runs.map((run) => (typeof run === 'string' ? run : run.text)).join('');
/** The places a text links to, whatever its language: "/hi/login/" and "/login/" are the same page. */
const links = (runs: readonly InlineRun[]) => runs.flatMap((run) => (typeof run === 'string' ? [] : [run.href.replace(/^\/hi\//, '/')]));
const blockShape = (block: StartBlock) => ({
  heading: block.heading !== undefined,
  paragraphs: block.paragraphs?.map(links),
  bullets: block.bullets?.map(links),
});

/** Every word of the guide, for checks over the whole text. */
function allText(guide: StartGuideContent): string {
  const blocks = (list: readonly StartBlock[] = []) =>
    list.flatMap((b) => [b.heading ?? '', ...(b.paragraphs ?? []).map(runsText), ...(b.bullets ?? []).map(runsText)]);
  return [
    ...Object.values(guide.checklist.steps).map(runsText),
    ...guide.sections.flatMap((s) => [s.heading, ...blocks(s.blocks), ...(s.table?.rows.flat() ?? []), ...blocks(s.after)]),
    runsText(guide.cost.text),
  ].join('\n');
}

it('gives Hindi the same sections, sources, cases and links as English', () => {
  expect(hindi.sections.map((s) => s.id)).toEqual(startGuide.sections.map((s) => s.id));
  expect(hindi.contactService).toBe(startGuide.contactService);
  expect(hindi.cases.list.map((c) => c.answers)).toEqual(startGuide.cases.list.map((c) => c.answers));
  for (const [index, section] of hindi.sections.entries()) {
    const english = startGuide.sections[index];
    expect(section.sources).toBe(english?.sources);
    expect(section.blocks.map(blockShape)).toEqual(english?.blocks.map(blockShape));
    expect(section.after?.map(blockShape)).toEqual(english?.after?.map(blockShape));
    expect(section.table?.rows.length).toBe(english?.table?.rows.length);
    expect(section.after?.length).toBe(english?.after?.length);
  }
  for (const id of START_STEP_IDS) {
    expect(links(hindi.checklist.steps[id])).toEqual(links(startGuide.checklist.steps[id]));
  }
});

it('keeps every internal link of the Hindi guide under /hi/', () => {
  const runs = [
    ...Object.values(hindi.checklist.steps).flat(),
    ...hindi.sections.flatMap((s) =>
      [...s.blocks, ...(s.after ?? [])].flatMap((b) => [...(b.paragraphs ?? []), ...(b.bullets ?? [])].flat()),
    ),
    ...hindi.cost.text,
    ...hindi.pointers.contact,
    ...hindi.pointers.service,
  ];
  for (const href of runs.flatMap((run) => (typeof run === 'string' ? [] : [run.href]))) expect(href).toMatch(/^(?:\/hi\/|https:\/\/)/);
  expect(hindi.pointers.home.href).toBe('/hi/start/');
});

it('keeps the figures and dates of the English text', () => {
  const figures = (guide: StartGuideContent) => allText(guide).match(/\d+/g)?.sort();
  expect(figures(hindi)).toEqual(figures(startGuide));
});

it('shows each KYC status by its official name, with Hindi beside it', () => {
  const table = hindi.sections.find((s) => s.id === 'kyc')?.table;
  const statuses = table?.rows.map((row) => row[0]) ?? [];
  for (const [index, row] of (startGuide.sections.find((s) => s.id === 'kyc')?.table?.rows ?? []).entries()) {
    const official = row[0].replace(/ or /, ' ');
    for (const word of official.split(' ')) expect(statuses[index]).toContain(word);
    expect(statuses[index]).toMatch(/[\u0900-\u097F]/);
  }
  expect(hindi.checklist.questions.kyc.options.validated).toContain('KYC Validated');
});

describe('the NRI front door', () => {
  it.each(['en', 'hi'] as const)('leads to the %s checklist with the living-abroad case chosen', (locale) => {
    const url = new URL(startCasePath(NRI_START_CASE, locale), 'https://example.com');
    expect(url.pathname).toBe(pathTo('/start/', locale));
    expect(url.hash).toBe(`#${START_CHECKLIST_ID}`);
    const chosen = assembleStartGuide(wordsFor(locale).start).cases.list.find((c) => c.id === NRI_START_CASE)?.answers;
    expect(startAnswersFromQuery(url.search).answers).toEqual(chosen);
    expect(chosen?.where).toBe('abroad');
  });
});
