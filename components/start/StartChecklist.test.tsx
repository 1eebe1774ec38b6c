import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startGuideText as hindiStartGuide } from '@/content/hi/start';
import { startGuideText } from '@/content/en/start';
import { assembleStartGuide, startCasePath } from '@/lib/questionnaires/startGuide';
import type { Locale } from '@/lib/i18n/locale';
import {
  DEFAULT_START_ANSWERS,
  START_QUESTION_IDS,
  START_STEP_IDS,
  startChecklist,
  startQuery,
  type StartAnswers,
  type StartStepId,
} from '@/lib/questionnaires/startChecklist';
import { StartChecklist } from './StartChecklist';
import { NRI_START_CASE, START_CHECKLIST_ID, type StartChecklistText } from '@/content/start';
import { wordsFor } from '@/lib/i18n/words';

const PAGE = '/start/';
const PAGE_URL = 'https://example.com/start/';
const text: Omit<StartChecklistText, 'steps'> = startGuideText.checklist;
// Each step as a marker the tests can find; the page renders the words on the server.
const stepNodes = Object.fromEntries(START_STEP_IDS.map((id) => [id, `step:${id}`])) as Record<StartStepId, string>;
const label = (q: keyof StartAnswers, value: string) => (text.questions[q].options as Readonly<Record<string, string>>)[value] ?? value;

function renderChecklist(search = '', locale: Locale = 'en', words: Omit<StartChecklistText, 'steps'> = text) {
  const page = locale === 'hi' ? `/hi${PAGE}` : PAGE;
  window.history.replaceState(null, '', `${page}${search}`);
  render(
    <StartChecklist
      text={words}
      steps={stepNodes}
      contactRoutes="reach us"
      contactService={assembleStartGuide(startGuideText).contactService}
      pageUrl={`https://example.com${page}`}
      classes={{}}
      locale={locale}
      contactPath={locale === 'hi' ? '/hi/contact/' : '/contact/'}
      share={wordsFor(locale).ui.share}
      checklistId={START_CHECKLIST_ID}
    />,
  );
  return { user: userEvent.setup({ delay: null }), group: (index: number) => screen.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) }) };
}

/** The step ids on show, in order. */
const shownSteps = (heading = text.resultHeading) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-step'))
    .filter(Boolean);
const expectedSteps = (answers: StartAnswers) => startChecklist(answers).flatMap((g) => g.steps);

afterEach(() => window.history.replaceState(null, '', '/'));

it('asks four questions with the defaults chosen, and shows their checklist', () => {
  const { group } = renderChecklist();
  for (const [index, q] of START_QUESTION_IDS.entries()) {
    expect(group(index)).toHaveAccessibleName(`${index + 1}. ${text.questions[q].legend}`);
    expect(within(group(index)).getByRole('radio', { name: label(q, DEFAULT_START_ANSWERS[q]) })).toBeChecked();
  }
  expect(shownSteps()).toEqual(expectedSteps(DEFAULT_START_ANSWERS));
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

it('changes the checklist and the address with each answer', async () => {
  const { user, group } = renderChecklist();
  await user.click(within(group(0)).getByRole('radio', { name: label('who', 'child') }));
  await user.click(within(group(1)).getByRole('radio', { name: label('where', 'us-canada') }));
  const answers: StartAnswers = { ...DEFAULT_START_ANSWERS, who: 'child', where: 'us-canada' };
  expect(shownSteps()).toEqual(expectedSteps(answers));
  expect(window.location.search).toBe(`?${startQuery(answers)}`);
  // Said to screen readers, since on a phone the checklist is out of sight below the questions.
  const status = screen.getAllByRole('status').find((el) => el.textContent?.startsWith(text.updatedStatus));
  expect(status).toHaveTextContent(label('where', 'us-canada'));
});

it('says nothing to screen readers before an answer changes, and links down to the checklist', () => {
  renderChecklist();
  expect(screen.getAllByRole('status').some((el) => el.textContent?.startsWith(text.updatedStatus))).toBe(false);
  const heading = screen.getByRole('heading', { name: text.resultHeading });
  expect(screen.getByRole('link', { name: text.jumpLabel })).toHaveAttribute('href', `#${heading.id}`);
});

it('opens a shared link with its answers, and names what it could not read', () => {
  const { group } = renderChecklist('?who=joint&where=atlantis&kyc=validated');
  expect(within(group(0)).getByRole('radio', { name: label('who', 'joint') })).toBeChecked();
  expect(within(group(1)).getByRole('radio', { name: label('where', DEFAULT_START_ANSWERS.where) })).toBeChecked();
  const note = screen.getByRole('note');
  expect(note).toHaveTextContent(text.questions.where.legend);
  expect(note).not.toHaveTextContent(text.questions.who.legend);
  expect(shownSteps()).toEqual(expectedSteps({ ...DEFAULT_START_ANSWERS, who: 'joint', kyc: 'validated' }));
});

it('sends the firm the answers in words and the link, and nothing else', async () => {
  const { user, group } = renderChecklist();
  await user.click(within(group(2)).getByRole('radio', { name: label('kyc', 'on-hold') }));
  const answers: StartAnswers = { ...DEFAULT_START_ANSWERS, kyc: 'on-hold' };
  const href = screen.getByRole('link', { name: text.sendLabel }).getAttribute('href') ?? '';
  const url = new URL(href, 'https://example.com');
  expect(href.startsWith('/contact/?')).toBe(true);
  expect(url.searchParams.get('service')).toBe(assembleStartGuide(startGuideText).contactService);
  // The answers travel in the fragment, which never leaves the browser (contactHrefFor).
  const message = new URLSearchParams(url.hash.slice(1)).get('message') ?? '';
  expect(message.startsWith(text.message.intro)).toBe(true);
  for (const q of START_QUESTION_IDS) expect(message).toContain(`${text.questions[q].short}: ${label(q, answers[q])}`);
  expect(message.endsWith(`${PAGE_URL}?${startQuery(answers)}`)).toBe(true);
});

it('moves on from the answered questions to the steps, and focus with them, when a link to a case’s checklist opens it', async () => {
  const href = new URL(startCasePath(NRI_START_CASE, 'en'), 'https://example.com');
  const heading = document.createElement('h2');
  heading.id = START_CHECKLIST_ID;
  document.body.prepend(heading);
  window.history.replaceState(null, '', `${PAGE}${href.search}${href.hash}`);
  render(
    <StartChecklist
      text={text}
      steps={stepNodes}
      contactRoutes="reach us"
      contactService={assembleStartGuide(startGuideText).contactService}
      pageUrl={PAGE_URL}
      classes={{}}
      locale="en"
      contactPath="/contact/"
      share={wordsFor('en').ui.share}
      checklistId={START_CHECKLIST_ID}
    />,
  );
  await waitFor(() => expect(screen.getByRole('heading', { name: text.resultHeading })).toHaveFocus());
  heading.remove();
  window.history.replaceState(null, '', PAGE);
});

it('offers share and print, and the date for the printout once in the browser', () => {
  renderChecklist();
  expect(screen.getByRole('button', { name: text.shareLabel })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: text.printLabel })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`^${text.preparedOn} \\d{2}-[A-Z][a-z]{2}-\\d{4}$`))).toBeInTheDocument();
});

describe('in Hindi', () => {
  // The words the Hindi page passes: content/hi/start.ts, with the shared links.
  const hi: Omit<StartChecklistText, 'steps'> = hindiStartGuide.checklist;
  const hiLabel = (q: keyof StartAnswers, value: string) => (hi.questions[q].options as Readonly<Record<string, string>>)[value] ?? value;
  const renderHindi = (search = '') => renderChecklist(search, 'hi', hi);

  it('asks the questions, names the form and the checklist, and offers its actions in Hindi', () => {
    const { group } = renderHindi();
    expect(screen.getByRole('form', { name: hi.formLabel })).toBeInTheDocument();
    for (const [index, q] of START_QUESTION_IDS.entries()) {
      expect(group(index)).toHaveAccessibleName(`${index + 1}. ${hi.questions[q].legend}`);
      for (const option of Object.keys(hi.questions[q].options)) {
        expect(within(group(index)).getByRole('radio', { name: hiLabel(q, option) })).toBeInTheDocument();
      }
    }
    expect(within(group(0)).getByRole('radio', { name: hiLabel('who', DEFAULT_START_ANSWERS.who) })).toBeChecked();
    const result = screen.getByRole('region', { name: hi.resultHeading });
    expect(within(result).getByRole('heading', { level: 4, name: hi.groups['kyc-first'] })).toBeInTheDocument();
    expect(screen.getByTestId('start-summary')).toHaveTextContent(
      `${hi.resultFor} ${hi.questions.who.short}: ${hiLabel('who', DEFAULT_START_ANSWERS.who)}`,
    );
    expect(screen.getByRole('link', { name: hi.jumpLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hi.shareLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hi.printLabel })).toBeInTheDocument();
    expect(screen.getByTestId('start-prepared-on').textContent?.startsWith(`${hi.preparedOn} `)).toBe(true);
  });

  it('keeps the link query names and says the change in Hindi', async () => {
    const { user, group } = renderHindi();
    await user.click(within(group(0)).getByRole('radio', { name: hiLabel('who', 'child') }));
    await user.click(within(group(1)).getByRole('radio', { name: hiLabel('where', 'us-canada') }));
    const answers: StartAnswers = { ...DEFAULT_START_ANSWERS, who: 'child', where: 'us-canada' };
    // The same query as in English, so a shared link works in either language.
    expect(window.location.pathname).toBe('/hi/start/');
    expect(window.location.search).toBe(`?${startQuery(answers)}`);
    expect(shownSteps(hi.resultHeading)).toEqual(expectedSteps(answers));
    const status = screen.getAllByRole('status').find((el) => el.textContent?.startsWith(hi.updatedStatus));
    expect(status).toHaveTextContent(hiLabel('where', 'us-canada'));
  });

  it('names in Hindi what a shared link could not read', () => {
    renderHindi('?who=joint&where=atlantis');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(hi.linkNote);
    expect(note).toHaveTextContent(hi.questions.where.legend);
    expect(note).toHaveTextContent(hi.linkNoteAfter);
  });

  it('sends the Hindi answers to the Hindi contact page', async () => {
    const { user, group } = renderHindi();
    await user.click(within(group(2)).getByRole('radio', { name: hiLabel('kyc', 'on-hold') }));
    const answers: StartAnswers = { ...DEFAULT_START_ANSWERS, kyc: 'on-hold' };
    const href = screen.getByRole('link', { name: hi.sendLabel }).getAttribute('href') ?? '';
    expect(href.startsWith('/hi/contact/?')).toBe(true);
    const url = new URL(href, 'https://example.com');
    expect(url.searchParams.get('service')).toBe(assembleStartGuide(startGuideText).contactService);
    const message = new URLSearchParams(url.hash.slice(1)).get('message') ?? '';
    expect(message.startsWith(hi.message.intro)).toBe(true);
    for (const q of START_QUESTION_IDS) expect(message).toContain(`${hi.questions[q].short}: ${hiLabel(q, answers[q])}`);
    expect(message.endsWith(`https://example.com/hi/start/?${startQuery(answers)}`)).toBe(true);
  });
});
