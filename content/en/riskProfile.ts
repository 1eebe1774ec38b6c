import type { RiskProfileWords } from '../riskProfile';

// The risk profile page and its questionnaire in English: words only, typed by RiskProfileWords (the
// points, bands' totals, categories and levels are shared, in content/riskProfile.ts).

const riskometerAsk = 'What is the scheme’s riskometer level today, and how often has it changed in the past year?';
const documentsAsk =
  'What do the scheme information document and key information memorandum say about its risks, exit load and expense ratio?';

export const riskProfileWords: RiskProfileWords = {
  questions: {
    age: {
      legend: 'How old are you?',
      hint: 'More working years ahead leave more time to recover from a fall.',
      options: ['60 or over', '50 to 59', '40 to 49', '30 to 39', 'Under 30'],
    },
    horizon: {
      legend: 'How long do you plan to keep this money invested?',
      options: ['Less than a year', '1 to 3 years', '3 to 5 years', '5 to 10 years', 'More than 10 years'],
    },
    income: {
      legend: 'How steady is your income?',
      options: [
        'I have no regular income',
        'Irregular: it changes a lot from month to month',
        'Fairly steady, though it could change',
        'Steady, and likely to grow',
        'Very secure, from more than one source',
      ],
    },
    dependants: {
      legend: 'How many people depend on your income?',
      options: ['Four or more', 'Three', 'Two', 'One', 'No one'],
    },
    emergency: {
      legend: 'For how many months could your savings pay your household’s expenses if your income stopped?',
      hint: 'Count only money you could reach within a few days, such as a savings account or fixed deposit.',
      options: ['Less than a month', '1 to 3 months', '3 to 6 months', '6 to 12 months', 'More than 12 months'],
    },
    experience: {
      legend: 'Which market-linked investments have you held?',
      options: [
        'None: only savings accounts, fixed deposits, PPF or similar',
        'Debt or hybrid mutual funds',
        'Equity mutual funds, for less than three years',
        'Equity mutual funds, for three years or more',
        'Equity funds or shares, held through at least one big market fall',
      ],
    },
    fall: {
      legend: 'Your investments fall 20% in a few months. What would you most likely do?',
      options: [
        'Sell everything to stop further losses',
        'Sell some of it',
        'Hold and wait for a recovery',
        'Hold and keep investing as planned',
        'Invest more while prices are lower',
      ],
    },
    goal: {
      legend: 'What matters most to you for this money?',
      options: [
        'Keeping it safe, even if it barely keeps up with inflation',
        'A regular income from it',
        'A balance of safety and growth',
        'Growth, accepting ups and downs along the way',
        'The most growth over the long run, accepting large swings',
      ],
    },
    share: {
      legend: 'What share of your total savings would you invest this way?',
      hint: 'The smaller the share, the less a fall in it affects your household as a whole.',
      options: ['More than three quarters', 'Half to three quarters', 'A quarter to a half', 'A tenth to a quarter', 'Less than a tenth'],
    },
    withdrawal: {
      legend: 'When might you need to take some of this money out?',
      options: ['Within a year', 'In 1 to 3 years', 'In 3 to 5 years', 'In 5 to 7 years', 'Not for 7 years or more'],
    },
  },
  bands: {
    conservative: {
      name: 'Conservative',
      meaning:
        'Keeping what you have matters more to you than growing it, or you may need the money soon. Falls in value would worry you or disrupt your plans, so steadiness comes first, at the cost of lower growth over time.',
      askBeforeInvesting: [
        riskometerAsk,
        'How much interest-rate and credit risk does the portfolio carry (its duration and the ratings of its papers)?',
        'Can I take my money out quickly, and is there an exit load if I do?',
      ],
    },
    'moderately-conservative': {
      name: 'Moderately conservative',
      meaning:
        'You want most of the money steady, and can accept small, short falls in part of it for somewhat better growth. A long fall in the whole amount would be hard to live with.',
      askBeforeInvesting: [
        riskometerAsk,
        'How much interest-rate and credit risk does the portfolio carry, and how far did the scheme fall in its worst year?',
        'How is the scheme taxed if I redeem within three years, and after?',
      ],
    },
    moderate: {
      name: 'Moderate',
      meaning:
        'You look for a balance: some growth, with steadiness for most of the money. You can sit through a fall of some size if you have a few years before you need the money.',
      askBeforeInvesting: [
        riskometerAsk,
        'How much of the portfolio is in equity, and how does the scheme decide how much to hold in equity and debt?',
        documentsAsk,
      ],
    },
    'moderately-aggressive': {
      name: 'Moderately aggressive',
      meaning:
        'Long-term growth is your main aim and you have the time and the savings cushion to wait out falls, including large ones, without selling. You still want part of the money to stay steadier.',
      askBeforeInvesting: [
        riskometerAsk,
        'How far has the scheme’s category fallen in past market falls, and how long did it take to recover?',
        'Is there a lock-in (ELSS has {{fact:tax.elss-lock-in}}) or an exit load, and does it fit when I may need the money?',
      ],
    },
    aggressive: {
      name: 'Aggressive',
      meaning:
        'You are investing for the long run, have experience of market falls and a secure base of savings and income, and can accept large swings in value, even a fall of a third or more, for the chance of higher growth.',
      askBeforeInvesting: [
        riskometerAsk,
        'How concentrated is the portfolio, in a few stocks, a sector or a size of company?',
        'How easily can the scheme sell its holdings in a falling market (its liquidity), and what does its document say about that?',
      ],
    },
  },
  categoryNames: {
    overnight: 'Overnight funds',
    liquid: 'Liquid funds',
    arbitrage: 'Arbitrage funds',
    'money-market': 'Money market funds',
    'ultra-short-duration': 'Ultra short duration funds',
    'short-duration': 'Short duration funds',
    'banking-psu': 'Banking and PSU funds',
    'corporate-bond': 'Corporate bond funds',
    gilt: 'Gilt funds',
    'dynamic-bond': 'Dynamic bond funds',
    'medium-duration': 'Medium duration funds',
    'conservative-hybrid': 'Conservative hybrid funds',
    'equity-savings': 'Equity savings funds',
    'balanced-advantage': 'Balanced advantage (dynamic asset allocation) funds',
    'multi-asset-allocation': 'Multi asset allocation funds',
    'aggressive-hybrid': 'Aggressive hybrid funds',
    'large-cap': 'Large cap funds',
    index: 'Equity index funds',
    'flexi-cap': 'Flexi cap funds',
    elss: 'Equity linked savings schemes (ELSS)',
    'multi-cap': 'Multi cap funds',
    'mid-cap': 'Mid cap funds',
    'small-cap': 'Small cap funds',
    'value-contra': 'Value and contra funds',
  },
  levelNames: {
    Low: 'Low',
    'Low to Moderate': 'Low to Moderate',
    Moderate: 'Moderate',
    'Moderately High': 'Moderately High',
    High: 'High',
    'Very High': 'Very High',
  },
  text: {
    result: {
      eyebrow: 'Your risk profile',
      score: 'Score {score} of {max} (this profile: {min} to {bandMax})',
      categoriesHeading: 'Fund categories often looked at',
      categoryTypical: '(most schemes show {levels})',
      riskometerHeading: 'Riskometer levels people with this profile often consider; check each scheme’s own riskometer',
      riskometerCaption:
        'Often considered: {levels}. SEBI’s riskometer has six levels; each scheme shows its own, reviewed every month, and that level is the one to go by.',
      markedLevel: '(often considered with this profile)',
      askHeading: 'What to ask before investing',
      levelJoin: ', ',
      typicalJoin: ' or ',
    },
    scoringTable: {
      pointsCaption: 'Points for each answer',
      question: 'Question',
      answer: 'Answer',
      points: 'Points',
      bandsCaption: 'Total score and profile',
      total: 'Total score',
      profile: 'Profile',
      riskometer: 'Riskometer levels often considered',
      range: '{min} to {max}',
    },
    quiz: {
      formTitle: 'Risk profile questionnaire',
      noScript:
        'Working out the profile here needs JavaScript, which is off in your browser. Every answer’s points and the table of profiles are below, under “How the score works”, so you can add up your score by hand.',
      rejectedOne: 'This link had answers the page could not read, so one question is left blank. Answer it to see the profile.',
      rejectedMany: 'This link had answers the page could not read, so {count} questions are left blank. Answer them to see the profile.',
      unanswered: 'Choose an answer to this question.',
      submit: 'See my profile',
      gap: '{missing} of {total} questions still need an answer.',
      progress: 'Answered {answered} of {total}',
      status: 'Your risk profile: {name}, score {score} of {max}.',
      discuss: 'Discuss this with us',
      discussMessage:
        'My risk profile from your website’s questionnaire: {name} (score {score} of {max}). I would like to discuss it before investing. My answers: {url}',
      shareTitle: 'My risk profile',
      print: 'Print',
    },
  },
  scoringIntro: [
    'Each answer carries points, from 0 for the most cautious choice to 4 for the boldest. Add the points of your ten answers: the total, from 0 to 40, falls in one of five bands.',
    'The questions cover both your ability to take risk (age, time, income, dependants, savings cushion) and your willingness to (experience, what you would do in a fall, what you want from the money). Every question counts equally.',
  ],
  howHeading: 'How the score works',
  /**
   * The firm's duty, stated on the page. AMFI's Code of Conduct for Mutual Fund Distributors (revised,
   * AMFI circular CIR/ARN-22a/2022-23, 7 April 2022; text at
   * https://www.lexibox.in/mfd/code-of-conduct-for-mutual-fund-distributors/, summarised in Cafemutual,
   * "AMFI revises code of conduct for mutual fund distributor",
   * https://cafemutual.com/news/industry/24307-amfi-revises-code-of-conduct-for-mutual-fund-distributor):
   * distributors must understand a client's financial status, investment experience and investment
   * objectives before recommending any scheme, and tell clients about the risks of the schemes recommended.
   */
  suitabilityNote:
    'This questionnaire is a starting point for a conversation, not a profile on record. Before any transaction, we confirm your risk profile with you, as the AMFI Code of Conduct for Mutual Fund Distributors requires us to understand your financial position, investment experience and objectives, and to explain the risks of any scheme we help you choose.',
  notAdvice:
    'The categories and riskometer levels above are general examples of what people with this profile often look at. They are not a recommendation of any scheme, and no scheme or fund house is named here. A scheme’s riskometer is set from its own portfolio and reviewed every month, so check the level printed on the scheme itself.',
  shareNote:
    'The link carries your ten answers (which option you chose for each question) and nothing else: no name, phone number or email.',
};
