import { approach, audiences, firstMeetingSteps, trailCommissionPaysFor, whatWeDoNotDo } from './about';
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
    'rules out guaranteed returns, handling client money, portfolio management, advice fees and rebates',
    whatWeDoNotDo,
    'Promise returns, Handle your money, Manage your portfolio, Charge a fee for advice, Offer rebates or gifts',
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
