import { aboutJumpLinks, aboutWordsFor } from '@/lib/pages/about';
import { wordsFor } from '@/lib/i18n/words';
import type { AboutText } from './about';
import { approach, audiences, firstMeetingSteps, trailCommissionPaysFor, whatWeDoNotDo } from './en/about';
import { pathTo } from './routes';
import type { ServiceSection } from './types';

const text = (items: readonly ServiceSection[]) =>
  items.flatMap((item) => [item.heading, ...(item.paragraphs ?? []), ...(item.bullets ?? [])]).join('\n');
const everything = [approach, audiences, firstMeetingSteps, trailCommissionPaysFor, whatWeDoNotDo].map(text).join('\n');

it('never calls the firm registered with SEBI', () => {
  expect(everything).not.toMatch(/SEBI[- ]registered/i);
  expect(text(whatWeDoNotDo)).toMatch(/not registered with SEBI as an investment adviser/);
});

it('warns NRIs in the US and Canada that some fund houses will not take their money', () => {
  const nri = audiences.find((a) => a.heading.includes('NRI'));
  expect(nri?.bullets?.join(' ')).toMatch(/United States or Canada/);
  expect(nri?.bullets?.join(' ')).toMatch(/FATCA/);
});

// The spec's lists, in its order.
it.each([
  ['says what the trail commission pays for', trailCommissionPaysFor, 'Onboarding, KYC, Paperwork, Behavioural coaching, Reviews, Service'],
  [
    'rules out guaranteed returns, handling client money, portfolio management, investment advice and rebates',
    whatWeDoNotDo,
    'Promise returns, Handle your money, Manage your portfolio, Give investment advice, Offer rebates or gifts',
  ],
])('%s', (_, list, headings) => {
  expect(list.map((item) => item.heading).join(', ')).toBe(headings);
});

it('keeps card headings unique, since they are React keys', () => {
  for (const list of [approach, audiences, firstMeetingSteps, trailCommissionPaysFor, whatWeDoNotDo]) {
    const headings = list.map((item) => item.heading);
    expect(new Set(headings).size).toBe(headings.length);
  }
});

describe('in Hindi', () => {
  const english = aboutWordsFor('en');
  const hindi = aboutWordsFor('hi');
  const cardLists = ['approach', 'audiences', 'trailCommissionPaysFor', 'whatWeDoNotDo', 'firstMeetingSteps'] as const;
  const runText = (paragraphs: AboutText['whoWeAre']) =>
    paragraphs.flatMap((runs) =>
      runs.map((run) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : 'english' in run ? run.english : run.text)),
    );
  const all = [
    hindi.lead,
    ...Object.values(hindi.headings),
    ...runText(hindi.whoWeAre),
    ...runText(hindi.regularPlansIntro),
    ...runText(hindi.regularPlansOutro),
    ...cardLists.map((list) => text(hindi[list])),
  ].join('\n');

  it('has a card for every English card, and the same sections', () => {
    for (const list of cardLists) {
      expect(hindi[list].map((item) => [item.paragraphs?.length, item.bullets?.length])).toEqual(
        english[list].map((item) => [item.paragraphs?.length, item.bullets?.length]),
      );
      const headings = hindi[list].map((item) => item.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
    expect(aboutJumpLinks(wordsFor('hi').about).map((link) => link.id)).toEqual(
      aboutJumpLinks(wordsFor('en').about).map((link) => link.id),
    );
  });

  it('quotes the trail commission span with the same figures as the English', () => {
    const figures = (paragraphs: AboutText['whoWeAre']) =>
      runText(paragraphs)
        .join(' ')
        .match(/\d+\.\d+%/g);
    expect(figures(english.whoWeAre)).toHaveLength(2);
    expect(figures(hindi.whoWeAre)).toEqual(figures(english.whoWeAre));
  });

  it('links to the Hindi disclosure, never to an English page', () => {
    const hrefs = [...hindi.whoWeAre, ...hindi.regularPlansOutro]
      .flat()
      .flatMap((run) => (typeof run === 'object' && 'href' in run ? [run.href] : []));
    expect(hrefs).toContain(pathTo('/disclosure/', 'hi'));
    for (const href of hrefs) expect(href).toMatch(/^(?:\/hi\/|https:\/\/)/);
  });

  it('never calls the firm registered with SEBI, and promises nothing', () => {
    expect(all).not.toMatch(/SEBI में रजिस्टर्ड (?:म्यूचुअल फंड )?डिस्ट्रीब्यूटर/);
    expect(all).toMatch(/SEBI में निवेश सलाहकार के रूप में रजिस्टर्ड नहीं हैं/);
    expect(all).not.toMatch(/गारंटीड|सुनिश्चित रिटर्न|निश्चित रिटर्न|पक्का रिटर्न|जोखिम-मुक्त|बिना जोखिम|पैसा दोगुना/);
    // The one "गारंटी" is the negated one.
    expect(all.match(/गारंटी[^।]*/g)).toEqual([expect.stringMatching(/गारंटी नहीं/)]);
  });

  it('keeps the warning to NRIs in the US and Canada', () => {
    const nri = hindi.audiences.find((a) => a.heading.includes('NRI'));
    expect(nri?.bullets?.join(' ')).toMatch(/अमेरिका या कनाडा/);
    expect(nri?.bullets?.join(' ')).toMatch(/FATCA/);
  });
});
