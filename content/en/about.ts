import type { AboutText } from '../about';
import { REGULAR_PLANS_ONLY } from '../commissions';
import { pathTo } from '../routes';
import { site } from '../site';
import type { ServiceSection } from '../types';

// The words of /about/ in English (the page's shape and the reason for it: content/about.ts).

export const approach: readonly ServiceSection[] = [
  {
    heading: 'Goals before products',
    paragraphs: [
      'We start from what the money is for and when you will need it, and show you schemes suited to that time horizon and your risk profile.',
    ],
  },
  {
    heading: 'Suitability first',
    paragraphs: [
      'Before we suggest a scheme we ask about your income, investment experience, objective, time horizon and risk profile, as the AMFI code of conduct requires. A scheme that does not suit you is not worth buying, whatever its recent returns or the commission on it.',
    ],
  },
  {
    heading: 'For the long term',
    paragraphs: [
      'Simple portfolios held with discipline: regular SIPs, a few well-chosen schemes, and changes only for a reason. We would rather help you stay invested through a fall than chase last year’s winner.',
    ],
  },
  {
    heading: 'In plain language',
    paragraphs: [
      'We explain costs, risks and our commission in words you could repeat to your family. You get the schemes we discussed in writing, with their risks and costs, and the decision is always yours.',
    ],
  },
];

export const audiences: readonly ServiceSection[] = [
  {
    heading: 'Families',
    paragraphs: [
      'Children’s education and marriage, a home, emergencies and retirement, with term and health cover in place before investing for growth. We also set up nominations and joint holdings so the family is never left guessing.',
    ],
  },
  {
    heading: 'Salaried professionals',
    paragraphs: [
      'SIPs that step up with each increment, tax-saving investments chosen for the goal rather than for March, and mutual funds that sit alongside EPF and other employer benefits.',
    ],
  },
  {
    heading: 'Business owners',
    paragraphs: [
      'An irregular income often means keeping more money within quick reach. We show you schemes for parking short-term surpluses and SIPs for savings kept outside the business, such as for retirement.',
    ],
  },
  {
    heading: 'Non-resident Indians (NRIs)',
    paragraphs: ['Investing in India from abroad, through NRE or NRO accounts, with the documents right from the start.'],
    bullets: [
      'KYC as an NRI: PAN, passport, proof of your overseas address and a FATCA/CRS declaration of your tax residence.',
      'Investments made from an NRE account can be taken back abroad freely; money from an NRO account can be repatriated within limits and with more paperwork.',
      'Some fund houses do not accept investments from NRIs resident in the United States or Canada, and others accept them only with extra declarations. We tell you which schemes are open to you before you choose.',
      'Tax is deducted at source when you redeem, and your country of residence may tax the gains as well.',
    ],
  },
];

/** What the trail commission on a Regular Plan pays for. */
export const trailCommissionPaysFor: readonly ServiceSection[] = [
  { heading: 'Onboarding', paragraphs: ['Understanding your goals and risk profile, and helping you choose schemes that suit them.'] },
  { heading: 'KYC', paragraphs: ['Completing KYC, fixing it when a status goes on hold, and keeping FATCA and nominee details current.'] },
  {
    heading: 'Paperwork',
    paragraphs: [
      'Applications, SIP mandates, switches, redemptions, changes of bank or address, and transmission of units to your family if the worst happens.',
    ],
  },
  {
    heading: 'Behavioural coaching',
    paragraphs: [
      'A call when markets fall and the urge to stop your SIPs is strongest, and, when a fund in the news tempts you, a look with you at its documents, its risk and its costs; the decision stays yours.',
    ],
  },
  {
    heading: 'Reviews',
    paragraphs: ['A review of the holdings you bought through us against your goals at least once a year.'],
  },
  {
    heading: 'Service',
    paragraphs: ['One person to call for statements, capital-gains reports and questions, for as long as you stay invested.'],
  },
];

export const whatWeDoNotDo: readonly ServiceSection[] = [
  {
    heading: 'Promise returns',
    paragraphs: ['No one can guarantee what a mutual fund will return, and we never will. Any figure we show you is an illustration.'],
  },
  {
    heading: 'Handle your money',
    paragraphs: [
      'Your money goes from your bank account straight to the fund house and comes back the same way. We never accept cash, or payments into our own account, for your investments.',
    ],
  },
  {
    heading: 'Manage your portfolio',
    paragraphs: [
      'We offer no portfolio management service and hold no power to act for you: every transaction needs your own instruction.',
    ],
  },
  {
    heading: 'Give investment advice',
    paragraphs: [
      `We are not registered with SEBI as an investment adviser. The guidance we give is incidental to distribution, and we charge no fee for it: ${
        site.takesNewInvestorIncentive
          ? 'our income from it is the trail commission and, for a new investor from beyond the top 30 cities or a new woman investor, the one-time additional commission SEBI allows, paid by the fund house (see our disclosure).'
          : 'our only income from it is the trail commission.'
      }`,
    ],
  },
  {
    heading: 'Offer rebates or gifts',
    paragraphs: [
      'We do not pass on part of our commission, offer cashback or give gifts to win your business. The AMFI code of conduct forbids it, and it would cloud the choice of scheme.',
    ],
  },
];

export const firstMeetingSteps: readonly ServiceSection[] = [
  {
    heading: 'Book a conversation',
    paragraphs: [
      'Call, email or send the contact form. We meet at our office, at yours or on a video call. The first meeting costs nothing and commits you to nothing.',
    ],
  },
  {
    heading: 'Tell us about your goals',
    paragraphs: [
      'Bring a rough list of goals, what you can set aside each month, and details of your existing investments, loans and insurance policies. Nothing needs to be perfect.',
    ],
  },
  {
    heading: 'Agree your risk profile',
    paragraphs: [
      'We go through a short risk-profile questionnaire together and talk about how you felt, and what you did, in past market falls.',
    ],
  },
  {
    heading: 'Receive the schemes we discussed in writing',
    paragraphs: [
      'A note of what you told us, the schemes we showed you and why they suit your risk profile, their risks and costs, and the commission we would earn on each. Take your time over it.',
    ],
  },
  {
    heading: 'Go ahead only if you want to',
    paragraphs: [
      'If you do, we complete KYC and the paperwork, set up SIPs from your bank account and agree the date of your first review.',
    ],
  },
];

const disclosure = pathTo('/disclosure/');

export const aboutText: AboutText = {
  lead: 'We help people invest for what matters to them through mutual funds, with the insurance that protects their families, explained in plain language.',
  headings: {
    'who-we-are': 'Who we are',
    approach: 'How we work',
    'who-we-serve': 'Who we serve',
    'regular-plans': 'Why we distribute Regular Plans',
    'what-we-do-not-do': 'What we do not do',
    'first-meeting': 'How a first meeting works',
  },
  whoWeAre: [
    [
      `${site.name} is an `,
      { english: site.tagline, bold: true },
      ` based in ${site.address.city}, holding AMFI Registration Number `,
      { strong: site.arn.number },
      ', valid till {arnValidTill}. You can check it on ',
      { text: 'AMFI’s distributor search', href: site.links.amfiDistributorSearch.href },
      '.',
    ],
    [
      `We are a distributor, not a fund house: we run no scheme of our own and suggest schemes from the fund houses we distribute. Our trail commission differs from scheme to scheme ({trailSpan} a year, by the table in our `,
      { text: 'disclosure', href: disclosure },
      '), so we tell you what we earn on each scheme we discuss, and a scheme has to suit you before its commission counts for anything. The guidance we give is part of distribution; we are not registered with SEBI as an investment adviser. We also help clients choose life, health and general insurance.',
    ],
  ],
  approach,
  audiences,
  regularPlansIntro: [
    [
      'You pay us no fee. For each Regular Plan you hold through us, the fund house pays us a ',
      { strong: 'trail commission' },
      ': a percentage of the value of your investment every year, already included in the scheme’s expense ratio. We earn it only while you stay invested, so our income depends on your staying well served, not on how often you buy or sell. Here is what it pays for:',
    ],
  ],
  trailCommissionPaysFor,
  regularPlansOutro: [
    [
      'To be plain about the other side: ',
      { strong: 'Direct Plans of the same schemes cost less' },
      ', because no distributor commission is included in their expense ratio, and over the years the difference adds up. They are open to any investor who does not need a distributor, straight from the fund house or through other platforms. If you are confident choosing schemes, doing the paperwork and staying the course on your own, a Direct Plan may suit you better, and we will tell you so.',
    ],
    [
      `${REGULAR_PLANS_ONLY} The commission we receive on each type of scheme is set out in our `,
      { text: 'disclosure', href: disclosure },
      ', and we tell you what we would earn before you invest.',
    ],
  ],
  whatWeDoNotDo,
  firstMeetingSteps,
  actions: { bookMeeting: 'Book a first meeting', readDisclosure: 'Read our disclosure' },
};
