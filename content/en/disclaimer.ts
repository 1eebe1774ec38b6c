import { AMFI_RETURN_RANGE, SCHEME_AGNOSTIC_NOTE, specSipRate } from '../assumedReturns';
import { ILLUSTRATION_DISCLAIMER } from '../calculators';
import { pathTo } from '../routes';
import { MF_RISK_WARNING, site } from '../site';
import { toolCards } from './tools';
import { fitnessFormText } from './financialFitness';
import { startGuideText } from './start';
import type { InlineRun } from '../types';
import type { DisclaimerText } from '../disclaimer';

// The website disclaimer in English. A paragraph is a list of runs: plain text, or a link.

// Every calculator on the tools hub, linked by its card's name: "SIP calculator, Step-up SIP, … and Regular vs Direct".
const calculators = toolCards.filter((card) => card.kind === 'calculator');
// The spec's SIP calculator (/financial-calculator/), the one calculator outside AMFI's 2-13% (N4 of the
// second compliance review: the disclaimer says so rather than claim the range for every calculator).
function specSipCard() {
  const card = calculators.find((c) => c.path === '/financial-calculator/');
  if (!card) throw new Error('content/tools.ts: the tools hub has no card for /financial-calculator/');
  return card;
}
const sipCard = specSipCard();
const calculatorLinks: InlineRun[] = calculators.flatMap((card, i) => [
  ...(i === 0 ? [] : [i === calculators.length - 1 ? ' and ' : ', ']),
  { text: card.heading, href: card.path },
]);

const disclaimerLead = 'Please read this before relying on anything on this website. By using the site you accept these terms.';

const sections: DisclaimerText['sections'] = {
  information: {
    heading: 'Information only, not advice or an offer',
    paragraphs: [
      [
        `This website is published by ${site.name}, an ${site.tagline} with AMFI Registration Number ${site.arn.number}. Everything on it is general information about investing, mutual funds and insurance. It does not take into account your objectives, financial situation or needs, and it is not investment, tax or legal advice, a recommendation to buy or sell any scheme, or an offer of units of any mutual fund scheme. Where a page describes insurance it does solicit it, as a registered insurance intermediary of the insurers listed in our disclosure, and says so in IRDAI’s words. Nothing here is directed at any person in a jurisdiction where such an offer would be unlawful.`,
      ],
      [
        'We are a mutual fund distributor, not an investment adviser registered with SEBI. Before you invest, read the scheme documents and, where you need it, take advice from a qualified professional about your own situation. Our registration and the commission we receive are set out in our ',
        { text: 'disclosure', href: pathTo('/disclosure/') },
        '.',
      ],
    ],
  },
  accuracy: {
    heading: 'Accuracy and completeness',
    paragraphs: [
      [
        'We take care to keep the information on this website correct and current, but we give no warranty, express or implied, that it is accurate, complete or up to date. Rules on taxation, KYC and mutual fund regulation change often; check the current position with the fund house, the scheme documents or a tax professional before acting on anything you read here.',
      ],
    ],
  },
  marketRisk: {
    heading: 'Market risk and past performance',
    warning: { official: MF_RISK_WARNING },
    paragraphs: [
      [
        'The value of mutual fund units and the income from them can go down as well as up, and you may get back less than you invested. Past performance of a scheme, an index or a fund manager is not a guide to, or a guarantee of, future performance. Neither we nor any fund house guarantee any return, and no scheme is assured of meeting its objective. Insurance cover is governed by the insurer’s policy document alone: read it before you buy.',
      ],
    ],
  },
  marketData: {
    heading: 'Market data and the market widget',
    paragraphs: [
      [
        'The market overview on this website is a widget provided by a third-party charting provider, TradingView, and is shown for general information only. Its prices and index levels may be delayed, are supplied by that provider and its data sources, and are not checked or verified by us. Do not use them to time or place a transaction. Any other figures from third parties, such as fund house data, are reproduced in good faith from sources we believe reliable but have not independently verified.',
      ],
    ],
  },
  calculators: {
    heading: 'The calculators',
    paragraphs: [
      [
        'Our calculators (',
        ...calculatorLinks,
        `) work out what money could do if it earned a constant rate of return that you choose. Their results are illustrations of arithmetic, to help you understand how compounding works: not forecasts, not promises and not the returns of any mutual fund scheme. ${SCHEME_AGNOSTIC_NOTE} Every calculator under Tools lets you set the assumed rate of return from ${AMFI_RETURN_RANGE.min}% to ${AMFI_RETURN_RANGE.max}% a year, the range AMFI’s guideline on illustrations allows, with one exception: the `,
        { text: sipCard.heading, href: sipCard.path },
        `, which has a page of its own and follows our firm’s own specification. Its assumed annual return rate runs from ${specSipRate.min}% to ${specSipRate.max}% a year, starting at ${specSipRate.default}%, so it goes below and above AMFI’s range. A rate in either range is only an assumption.`,
      ],
      [
        'Real returns vary from year to year and can be negative, and the order in which good and bad years come matters. A withdrawal plan (SWP) that would last the whole period at a constant rate can run out sooner when returns vary, especially if markets fall in its early years. The SIP, lumpsum or corpus a goal or retirement calculator shows, and what the cost of delay calculator says a delay could cost, hold only at the rates you set; costs and expenses can rise faster than the inflation you assume. The Regular vs Direct calculator takes the gap between the two plans’ expense ratios to be the upper end of the trail commission we disclose for the scheme type you pick; a scheme’s actual expense ratios are in its documents and change over time. The calculators ignore taxes, exit loads and stamp duty.',
      ],
      [`Beside every result, on screen, in a shared link and on paper, the calculators say: “${ILLUSTRATION_DISCLAIMER.text}”`],
      ['What you enter is worked out in your browser and is not sent to us.'],
    ],
  },
  questionnaires: {
    heading: 'The questionnaires and the start-investing checklist',
    paragraphs: [
      [
        'The ',
        { text: 'risk profile', href: pathTo('/tools/risk-profile/') },
        ' and the ',
        { text: 'financial fitness check', href: pathTo('/tools/financial-fitness/') },
        ' score your answers against general rules of thumb, whose sources are on each page. Their results are a starting point for a conversation, not a financial plan, not investment advice and not a recommendation of any scheme, product or mix of investments: they do not know your full situation, and a rule of thumb may not fit it. Before you invest through us, we confirm your risk profile and the facts a distributor must ask about (your income, investment experience, objective and time horizon). If you need a financial plan, an investment adviser registered with SEBI provides one.',
      ],
      [
        'The ',
        { text: 'start-investing checklist', href: pathTo('/start/') },
        ' lists the documents and steps that generally apply to the kind of investor you choose (resident, NRI, a minor’s guardian, joint holders). It describes procedures set by SEBI, the KYC Registration Agencies and the fund houses, which change from time to time; it is not advice and recommends no scheme, and a fund house or KRA may ask for more.',
      ],
      [
        `Your answers stay in your browser: they are worked out on the page and are not sent to us or stored by us unless you choose to send them. “${fitnessFormText.discuss}” and “${startGuideText.checklist.sendLabel}” put your answers into a contact message that you read before you send it. A link you choose to share carries your answers in its address, so share it only with people you trust.`,
      ],
    ],
  },
  links: {
    heading: 'Links to other websites',
    paragraphs: [
      [
        'Links to other websites, such as those of SEBI, AMFI, fund houses and our client-login provider, are given for convenience and open in a new tab. We do not control those websites and are not responsible for their content, availability or privacy practices; a link is not an endorsement. The client login sends what you type directly to our back-office provider, whose own terms apply to that service.',
      ],
    ],
  },
  liability: {
    heading: 'Limitation of liability',
    paragraphs: [
      [
        `To the fullest extent the law allows, ${site.name} and the people who work for it are not liable for any loss or damage, direct, indirect or consequential, arising from the use of this website or of any information on it, from any decision taken in reliance on it, or from the website being unavailable, interrupted or affected by errors or viruses. Nothing in this disclaimer limits any liability that cannot be excluded under Indian law, or your rights as an investor under SEBI and AMFI rules.`,
      ],
    ],
  },
  privacy: {
    heading: 'Privacy',
    paragraphs: [
      [
        'What personal data this website collects, why, who processes it and your rights under the Digital Personal Data Protection Act, 2023 are set out in our ',
        { text: 'privacy notice', href: pathTo('/privacy/') },
        '. This website sets no cookies of its own.',
      ],
    ],
  },
  law: {
    heading: 'Governing law and jurisdiction',
    paragraphs: [
      [
        `This disclaimer and your use of the website are governed by the laws of India. The courts at ${site.address.city} have exclusive jurisdiction over any dispute arising from them, without prejudice to the investor grievance and dispute-resolution mechanisms described on our `,
        { text: 'grievance redressal', href: pathTo('/grievance-redressal/') },
        ' page, including ',
        { text: 'SEBI SCORES', href: site.links.scores.href },
        ' and ',
        { text: 'SMART ODR', href: site.links.smartOdr.href },
        '.',
      ],
    ],
  },
  changes: {
    heading: 'Changes to this disclaimer',
    paragraphs: [
      [
        'We may update this disclaimer at any time by publishing a new version on this page; the version shown when you use the website applies. If you have questions about it, ',
        { text: 'contact us', href: pathTo('/contact/') },
        '.',
      ],
    ],
  },
};

export const disclaimerText: DisclaimerText = { lead: disclaimerLead, sections };
