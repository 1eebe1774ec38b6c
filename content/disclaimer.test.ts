import { AMFI_RETURN_RANGE, specSipRate } from './assumedReturns';
import { fitnessFormText } from '@/content/en/financialFitness';
import { startGuideText } from './en/start';
import { ILLUSTRATION_DISCLAIMER } from './calculators';

import { toolCards } from './en/tools';
import { wordsFor } from '@/lib/i18n/words';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';
import { disclaimerInOrder } from '@/lib/compliance/disclaimer';

// The disclaimer covers everything the site offers: every calculator and both questionnaires.

const runs = disclaimerInOrder(wordsFor('en').disclaimer).sections.flatMap((section) => section.paragraphs.flat());
const links = runs.flatMap((run) => (typeof run === 'string' ? [] : [run.href as string]));
const text = runs.map((run) => (typeof run === 'string' ? run : run.text)).join(' ');

describe('/disclaimer/', () => {
  it('links to every calculator and questionnaire on the tools hub', () => {
    expect(toolCards.length).toBeGreaterThanOrEqual(10);
    for (const card of toolCards) expect(links).toContain(card.path);
  });

  it('says the calculators are illustrations at an assumed rate within AMFI’s range, quoting the disclaimer beside every result', () => {
    expect(text).toContain(`from ${AMFI_RETURN_RANGE.min}% to ${AMFI_RETURN_RANGE.max}% a year`);
    expect(text).toContain(ILLUSTRATION_DISCLAIMER.text);
    expect(text).toMatch(/not a recommendation of any scheme/);
    expect(text).toMatch(/can run out sooner/);
  });

  it('names the one calculator outside AMFI’s range, with the range it runs at, in both languages (N4)', () => {
    expect(text).toContain(`from ${specSipRate.min}% to ${specSipRate.max}% a year`);
    const sipCard = toolCards.find((card) => card.path === '/financial-calculator/');
    expect(text.replace(/\s+/g, ' ')).toContain(`with one exception: the ${sipCard?.heading ?? '?'} , which has a page of its own`);
    expect(links).toContain('/financial-calculator/');
    const hindi = disclaimerInOrder(wordsFor('hi').disclaimer)
      .sections.flatMap((section) => section.paragraphs.flat())
      .map((run) => (typeof run === 'string' ? run : `${run.text} ${run.href as string}`))
      .join(' ');
    expect(hindi).toContain(`${specSipRate.min}% से ${specSipRate.max}% तक`);
    expect(hindi).toContain(`${AMFI_RETURN_RANGE.min}% से ${AMFI_RETURN_RANGE.max}% सालाना`);
    expect(hindi).toContain('/hi/financial-calculator/');
  });

  it('says the questionnaires are rules of thumb, not a plan or a recommendation, and that answers stay in the browser', () => {
    const section = disclaimerInOrder(wordsFor('en').disclaimer).sections.find((s) => /questionnaires/.test(s.heading));
    const words =
      section?.paragraphs
        .flat()
        .map((run) => (typeof run === 'string' ? run : run.text))
        .join(' ') ?? '';
    expect(words).toMatch(/rules of thumb/);
    expect(words).toMatch(/not a financial plan/);
    expect(words).toMatch(/not a recommendation/);
    expect(words).toMatch(/Your answers stay in your browser/);
    // N5: the buttons that do send them are named.
    expect(words).toMatch(/unless you choose to send them/);
    expect(words).toContain(fitnessFormText.discuss);
    expect(words).toContain(startGuideText.checklist.sendLabel);
    const hindi = disclaimerInOrder(wordsFor('hi').disclaimer).sections.flatMap((s) =>
      s.paragraphs.flat().filter((run): run is string => typeof run === 'string'),
    );
    expect(hindi.join(' ')).toContain(assembleStartGuide(wordsFor('hi').start).checklist.sendLabel);
  });
});
