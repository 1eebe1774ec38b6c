import type { Locale } from '@/lib/locale';
import { minimumInvestmentFor } from './minimumInvestment';
import { educationText as hindiEducationText } from './hi/education';
import { pathTo } from './routes';
import { site } from './site';
import type { EducationTopic } from './types';

// The old single-page investor-education primer. Since issue 35 the library (content/library/, one
// Markdown page per topic) is what /investor-education/ shows: the ids below are the old page's anchors,
// which the library's home keeps on the entries leading to the topics that hold them now, and `moreFrom`
// is the home's pointer to AMFI. The topics' text below is no longer on any page; the firm decides
// whether to delete it (content tests still read its figures). Tax rates, thresholds and holding
// periods change with budgets, so the text points to the rules without quoting rates; the unit test
// guards that.

/** The topics in page order; each is the anchor of its section, the same in both languages. */
export const EDUCATION_TOPIC_IDS = [
  'what-is-a-mutual-fund',
  'nav',
  'sip-and-lump-sum',
  'fund-categories',
  'elss-and-section-80c',
  'riskometer',
  'costs',
  'kyc',
  'direct-and-regular-plans',
  'scheme-documents',
  'taxation',
  'common-mistakes',
  'glossary',
  'learn-more',
] as const;
export type EducationTopicId = (typeof EDUCATION_TOPIC_IDS)[number];

/** The words of one topic (its id is the shared anchor above). */
export type EducationTopicText = Omit<EducationTopic, 'id'>;

/** The primer's words in one language: English here, Hindi in content/hi/education.ts. */
export type EducationText = {
  /** The page's lead, then a pointer to AMFI's investor-awareness site around its link. */
  intro: string;
  moreFrom: { before: string; after: string };
  /** The link at the end of each topic back to the table of contents. */
  backToContents: string;
  topics: { readonly [T in EducationTopicId]: EducationTopicText };
};

/** The primer as the page renders it. */
export type EducationContent = Omit<EducationText, 'topics'> & { topics: readonly EducationTopic[] };

const topics: EducationText['topics'] = {
  'what-is-a-mutual-fund': {
    heading: 'What a mutual fund is',
    summary: 'Many investors pool their money, and a professional fund manager invests it under rules SEBI sets.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A mutual fund pools money from many investors and invests it in shares, bonds, government securities, money-market instruments or gold, according to the objective stated in the scheme’s documents. Each investor owns units of the scheme in proportion to the money they put in, and shares its gains, losses and costs in the same proportion.',
      },
      {
        kind: 'paragraph',
        text: 'In India every mutual fund is set up as a trust and regulated by the Securities and Exchange Board of India (SEBI). An asset management company (AMC, often called the fund house) manages the money; trustees oversee the AMC on investors’ behalf; a custodian holds the securities; and a registrar and transfer agent (RTA) keeps the record of who owns which units.',
      },
      {
        kind: 'paragraph',
        text: 'Your money goes from your own bank account straight to the scheme’s bank account, and redemptions are paid straight into your registered bank account. A distributor never needs to handle your money.',
      },
      { kind: 'subheading', text: 'What a fund can do for you' },
      {
        kind: 'list',
        items: [
          'Diversification: even a small investment is spread across dozens of securities, so one company’s trouble does not sink you.',
          'Professional management: a fund manager and a research team choose and monitor the investments within the scheme’s stated rules.',
          'Liquidity: units of open-ended schemes can be bought and redeemed on any business day; redemption money usually reaches your bank in a few business days.',
          minimumInvestmentFor('en').educationItem,
          'Transparency: the NAV is published every business day and the portfolio at least every month.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Most schemes are open-ended. Closed-ended schemes, such as fixed maturity plans, take money only when they are launched, run for a fixed term and are listed on a stock exchange, where selling before maturity may be difficult.',
      },
      {
        kind: 'note',
        text: 'A mutual fund is not a bank deposit. Its value rises and falls with the markets, and neither the fund house nor the distributor guarantees your capital or any return.',
      },
    ],
  },
  nav: {
    heading: 'NAV: the price of a unit',
    summary: 'The net asset value per unit, calculated once every business day.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The net asset value (NAV) is the value of everything a scheme owns, less its liabilities and expenses, divided by the number of units outstanding. Fund houses calculate it at the end of every business day and publish it on their websites and on AMFI’s.',
      },
      {
        kind: 'paragraph',
        text: 'When you invest, you are allotted units at the NAV that applies to your transaction, which depends on when your money reaches the fund house relative to the scheme’s cut-off time. When you redeem, you receive that day’s applicable NAV for each unit, less any exit load.',
      },
      {
        kind: 'paragraph',
        text: 'For example, if you invest ₹10,000 and the applicable NAV is ₹50, you are allotted about 200 units (slightly fewer after the small stamp duty charged on purchases). If the NAV later rises to ₹60, those units are worth about ₹12,000; if it falls to ₹45, about ₹9,000.',
      },
      {
        kind: 'paragraph',
        text: 'A low NAV does not make a scheme cheap, and a high NAV does not make it expensive. Two schemes holding the same portfolio grow by the same percentage whether their NAV is ₹20 or ₹200. What matters is how the portfolio performs from here and what it costs.',
      },
      {
        kind: 'paragraph',
        text: 'The Direct and Regular Plans of a scheme, and its Growth and IDCW options, each have their own NAV.',
      },
    ],
  },
  'sip-and-lump-sum': {
    heading: 'SIP or lump sum',
    summary: 'Invest a fixed amount every month, or a larger sum at once. Both can work; neither guarantees a return.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A systematic investment plan (SIP) invests a fixed amount in a scheme at a regular interval, usually monthly, by auto-debit from your bank account. You can start, pause, change or stop a SIP; there is no penalty for stopping one, although an exit load may apply if you then redeem recent units.',
      },
      { kind: 'subheading', text: 'Rupee-cost averaging' },
      {
        kind: 'paragraph',
        text: 'Because the amount is fixed, each instalment buys more units when the NAV is low and fewer when it is high. Over time your average cost per unit can work out lower than the average NAV on the same dates. A SIP also removes the temptation to guess the right day to invest, and turns investing into a habit that keeps pace with your salary.',
      },
      {
        kind: 'note',
        text: 'A SIP does not guarantee a profit or protect against a loss in a falling market. It spreads your entry over time; it does not remove market risk.',
      },
      { kind: 'subheading', text: 'Lump sum, STP and SWP' },
      {
        kind: 'paragraph',
        text: 'A lump sum invests the whole amount at once. It is fully exposed from the first day: it gains most if markets rise soon after, and loses most if they fall. When you have a large sum for an equity scheme, a systematic transfer plan (STP) is a middle way: the money waits in a liquid or other debt scheme and moves into the equity scheme in fixed amounts every week or month.',
      },
      {
        kind: 'paragraph',
        text: 'A systematic withdrawal plan (SWP) works the other way round: it redeems a fixed amount at regular intervals, for example to supplement income in retirement.',
      },
      {
        kind: 'links',
        links: [
          {
            label: 'Try the SIP calculator',
            href: pathTo('/financial-calculator/'),
            description: 'See what a monthly SIP could grow to at a rate you choose. It is an illustration, not a promise.',
          },
        ],
      },
    ],
  },
  'fund-categories': {
    heading: 'Equity, debt and hybrid funds',
    summary: 'SEBI sorts schemes into defined categories, so that funds with the same label invest in the same way.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Since 2018 SEBI has required every open-ended scheme to belong to one defined category, and a fund house may run only one scheme in each category, with exceptions such as index funds, exchange traded funds, fund of funds and sectoral or thematic funds. The category tells you what a scheme is allowed to hold before you look at its past returns.',
      },
      {
        kind: 'table',
        caption: 'The three main groups of mutual fund schemes',
        columns: ['Group', 'Mainly invests in', 'Main risks'],
        rows: [
          [
            'Equity',
            'Shares of listed companies. Often used for goals five or more years away.',
            'Share prices can fall sharply and stay down for years.',
          ],
          [
            'Debt',
            'Bonds, government securities, treasury bills and money-market instruments, from one-day paper to long-dated bonds.',
            'Interest-rate risk (prices fall when rates rise) and credit risk (an issuer may fail to pay).',
          ],
          [
            'Hybrid',
            'A mix of equity and debt, and sometimes gold or arbitrage positions, in proportions the category sets.',
            'Both, in proportion to the mix.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Beyond these three groups are solution-oriented schemes (retirement and children’s funds, locked in for five years, or until retirement or the child comes of age if that is sooner) and other schemes: index funds and exchange traded funds (ETFs) that track an index, and fund of funds that invest in other schemes.',
      },
      { kind: 'subheading', text: 'A few SEBI sub-categories' },
      {
        kind: 'definitions',
        items: [
          {
            term: 'Large cap fund',
            definition: 'At least 80% in large-cap companies: the 100 largest listed companies by market capitalisation.',
          },
          { term: 'Mid cap fund', definition: 'At least 65% in mid-cap companies, those ranked 101st to 250th.' },
          {
            term: 'Small cap fund',
            definition: 'At least 65% in small-cap companies, ranked 251st onwards. The most volatile of the three.',
          },
          {
            term: 'Flexi cap fund',
            definition: 'At least 65% in equity, spread across large, mid and small companies as the fund manager sees fit.',
          },
          {
            term: 'Multi cap fund',
            definition: 'At least 75% in equity, with at least 25% each in large, mid and small companies.',
          },
          { term: 'ELSS', definition: 'At least 80% in equity, with a three-year lock-in. See the next section.' },
          {
            term: 'Liquid fund',
            definition: 'Debt and money-market securities maturing within 91 days. Used to park money for days or weeks.',
          },
          {
            term: 'Corporate bond fund',
            definition: 'At least 80% in corporate bonds of the highest ratings (AA+ and above).',
          },
          {
            term: 'Gilt fund',
            definition: 'At least 80% in government securities: almost no credit risk, but prices still move with interest rates.',
          },
          { term: 'Aggressive hybrid fund', definition: '65-80% in equity and the rest in debt.' },
          {
            term: 'Balanced advantage fund',
            definition:
              'Also called dynamic asset allocation: moves between equity and debt according to a model or the fund manager’s view.',
          },
          {
            term: 'Arbitrage fund',
            definition:
              'Earns the price difference between the cash and futures markets on the same shares, so its returns move much less than equity.',
          },
          {
            term: 'Index fund and ETF',
            definition:
              'Track an index such as the Nifty 50 or the BSE Sensex at low cost. An ETF is bought and sold on a stock exchange like a share.',
          },
        ],
      },
      {
        kind: 'note',
        text: 'A category is a starting point, not a verdict. Two schemes in the same category can hold quite different portfolios: read the factsheet.',
      },
    ],
  },
  'elss-and-section-80c': {
    heading: 'ELSS and section 123 (formerly 80C)',
    summary: 'Equity funds with a three-year lock-in, whose investments can reduce taxable income under the old tax regime.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An equity linked savings scheme (ELSS) is an equity fund with a three-year lock-in. Investments in it qualify for the deduction under section 123 of the Income-tax Act, 2025 (section 80C of the 1961 Act until 31 March 2026), within the section’s overall annual limit (₹1.5 lakh under current rules; check the latest). That limit is shared with other eligible items such as your EPF contribution, PPF, life insurance premiums, children’s tuition fees and home-loan principal.',
      },
      {
        kind: 'paragraph',
        text: 'The deduction is available only if you choose the old tax regime. The new tax regime, now the default, does not allow it, so for many taxpayers an ELSS no longer saves any tax. Work out which regime suits you before investing for the deduction.',
      },
      {
        kind: 'paragraph',
        text: 'The lock-in applies to each investment separately: every SIP instalment is locked in for three years from its own date. Units of a SIP started in April become free month by month three years later, not all at once.',
      },
      {
        kind: 'paragraph',
        text: 'ELSS has the shortest lock-in among the common section 123 options, but it is an equity fund: its value can fall, including just as the lock-in ends. Choose it because you want equity for the long term, and treat the tax saving as a bonus.',
      },
      {
        kind: 'note',
        text: 'The Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026 and renumbered its sections: the deduction long known as 80C is now section 123, with the eligible items listed in its Schedule XV. Deductions and tax regimes change with budgets: check the current rules or ask a tax professional before you invest to save tax.',
      },
    ],
  },
  riskometer: {
    heading: 'The riskometer',
    summary: 'A dial on every scheme’s documents that shows its level of risk on a six-step scale.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'SEBI requires every scheme to show a riskometer: a dial that marks the risk of the scheme’s current portfolio on a scale of six levels. Fund houses review it every month, publish it, and tell unitholders when it changes. The riskometer of the scheme’s benchmark index is shown beside it, so you can compare the two.',
      },
      {
        kind: 'table',
        caption: 'The six levels of the riskometer (examples only: the level depends on each scheme’s portfolio)',
        columns: ['Level', 'What it broadly means'],
        rows: [
          ['Low', 'Little risk to capital. Overnight funds, which lend for one business day at a time, usually sit here.'],
          ['Low to Moderate', 'Small, short-lived falls are possible. Typical of many liquid and money-market funds.'],
          [
            'Moderate',
            'Falls are possible when interest rates rise or a borrower’s credit weakens. Typical of many short-duration debt funds.',
          ],
          ['Moderately High', 'Noticeable ups and downs. Seen in some longer-duration debt funds and conservative hybrid funds.'],
          ['High', 'Large ups and downs. Seen in some hybrid funds and in debt funds that take substantial credit risk.'],
          ['Very High', 'Large falls that can last for years. Most equity funds sit here, including ELSS.'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Debt schemes also show a potential risk class (PRC) matrix: a grid of the most interest-rate risk and credit risk the scheme may take. The riskometer shows where the portfolio stands today; the PRC is the limit the fund house has committed not to exceed.',
      },
      {
        kind: 'note',
        text: 'Match the riskometer with your own risk profile and time horizon. A Very High scheme can suit a patient investor with ten years ahead; it does not suit money you need next year.',
      },
    ],
  },
  costs: {
    heading: 'Expense ratio, TER and exit load',
    summary: 'What a scheme costs you every year, and what it charges if you leave early.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The total expense ratio (TER) is the yearly cost of running a scheme, as a percentage of its assets: the fund management fee, registrar, custodian and audit charges and, in Regular Plans, the distributor’s commission. It is deducted a little every day from the scheme’s assets, so the NAV you see is already net of it. You never receive a separate bill.',
      },
      {
        kind: 'paragraph',
        text: 'Under the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026, SEBI caps the base expense ratio (BER) by type of scheme and by size: the larger a scheme, the lower the percentage it may charge. The TER is the BER plus brokerage and statutory levies such as GST, stamp duty and securities transaction tax, which are charged at actual cost on top of the BER. Fund houses publish the current TER of every plan on their websites and must give notice before raising it.',
      },
      {
        kind: 'paragraph',
        text: 'Small differences compound. Half a percentage point a year, over twenty years, leaves a noticeably smaller corpus, so compare TERs between similar schemes, and between the Direct and Regular Plans of the same scheme, alongside what you get for the difference.',
      },
      { kind: 'subheading', text: 'Exit load' },
      {
        kind: 'paragraph',
        text: 'An exit load is a charge some schemes deduct from the redemption amount if you redeem within a set period, for example 1% if units are redeemed within a year of purchase. It discourages short-term trading, and the money goes back into the scheme for the investors who stay.',
      },
      {
        kind: 'list',
        items: [
          'Exit loads differ by scheme and can change; the load that applies to you is the one in force when you invest, stated in the KIM.',
          'Liquid funds have a small, graded exit load for the first seven days.',
          'ELSS schemes have no exit load, but cannot be redeemed during the lock-in.',
          'There is no entry load: SEBI abolished it in 2009.',
        ],
      },
    ],
  },
  kyc: {
    heading: 'KYC: know your customer',
    summary: 'A one-time identity check, recorded with a KYC registration agency, that every investor needs.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Before your first investment you complete KYC once. It is recorded with a KYC registration agency (KRA), and every fund house can then rely on it, so you do not repeat it for each one.',
      },
      {
        kind: 'definitions',
        items: [
          {
            term: 'PAN',
            definition:
              'Required for almost every investor, and it should be linked with Aadhaar: an inoperative PAN can hold up your transactions.',
          },
          {
            term: 'Identity and address',
            definition:
              'An officially valid document such as Aadhaar, passport, driving licence or voter ID. KYC done long ago with other documents, such as utility bills, may need to be redone before you can invest with a new fund house.',
          },
          {
            term: 'In-person verification (IPV)',
            definition:
              'Your identity is confirmed face to face by a registered intermediary, such as your distributor, or on a video call through a fund house’s or KRA’s online process. Aadhaar-based eKYC completes most of KYC online.',
          },
          {
            term: 'Your own mobile number and email',
            definition:
              'Fund houses send every transaction confirmation and statement to them, so they should be yours, not a relative’s or your distributor’s.',
          },
          {
            term: 'FATCA and CRS declaration',
            definition:
              'A self-declaration of your tax residence, which every investor makes. NRIs also give an overseas address and passport details.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'You can check your KYC status with your PAN on any KRA’s website. “KYC Validated” lets you invest with any fund house. “KYC Registered” lets you continue with the fund houses you already use, but you may need to validate or redo KYC before investing with a new one. “On hold” or “Rejected” means something needs fixing before you can transact.',
      },
      {
        kind: 'paragraph',
        text: 'Central KYC (CKYC) is a separate registry, run for all financial services, that gives you a 14-digit KYC identification number (KIN) you can quote to banks, insurers and fund houses.',
      },
      {
        kind: 'note',
        text: 'Add a nominee to every folio, or formally opt out. A nomination makes it far simpler for your family to have units transferred to them.',
      },
    ],
  },
  'direct-and-regular-plans': {
    heading: 'Direct and Regular Plans',
    summary: 'The same scheme and portfolio in two versions: with and without a distributor’s commission.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Since 1 January 2013 every mutual fund scheme has offered two plans. Both hold exactly the same portfolio, run by the same fund manager. The difference is cost:',
      },
      {
        kind: 'list',
        items: [
          'A Direct Plan is bought straight from the fund house, or through a platform or an investment adviser that takes no commission. No distributor commission is included, so its TER is lower and its NAV grows faster than the Regular Plan’s. Over many years the gap compounds into a large sum: our Regular vs Direct calculator shows how large for your own figures.',
          'A Regular Plan is bought through a mutual fund distributor. Its TER includes the trail commission the fund house pays the distributor for as long as you stay invested, so it costs more every year.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'A Direct Plan suits you if you are comfortable choosing schemes, handling the paperwork and staying the course on your own. A Regular Plan suits you if a distributor’s help with choosing, paperwork, reviews and staying invested through bad markets is worth its extra cost to you. Either way, a distributor must tell you the commission it earns.',
      },
      {
        kind: 'paragraph',
        text: 'Moving from one plan to the other is a redemption followed by a fresh purchase, so tax and an exit load may apply.',
      },
      {
        kind: 'links',
        links: [
          { label: 'Why we distribute Regular Plans', href: pathTo('/about/'), description: 'What our trail commission pays for.' },
          {
            label: 'Our commission disclosure',
            href: pathTo('/disclosure/'),
            description: 'The trail commission we receive, by scheme type.',
          },
        ],
      },
    ],
  },
  'scheme-documents': {
    heading: 'How to read an SID, KIM and factsheet',
    summary: 'The documents that tell you what a scheme will do, what it costs and what it holds.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every scheme’s offer documents are published on its fund house’s website and on SEBI’s. You do not need to read every page, but you should know what each document is for and where to look.',
      },
      {
        kind: 'definitions',
        items: [
          {
            term: 'Scheme Information Document (SID)',
            definition:
              'The scheme’s rulebook: investment objective, asset allocation ranges, benchmark, fund managers, loads, minimum amounts, risk factors and how the scheme may change. Read the objective, the asset allocation table and the risk factors first.',
          },
          {
            term: 'Statement of Additional Information (SAI)',
            definition:
              'Facts common to all of a fund house’s schemes: its sponsor, trustees and AMC, legal and tax information, and your rights as an investor. It is read together with the SID.',
          },
          {
            term: 'Key Information Memorandum (KIM)',
            definition:
              'A short summary of the SID that comes with the application form: objective, asset allocation, riskometer, loads, expenses, minimum investment and past performance. If you read only one document, read this one.',
          },
          {
            term: 'Factsheet',
            definition:
              'A monthly report: assets under management, TER, the portfolio’s holdings and sector weights, returns against the benchmark over several periods and, for debt schemes, yield to maturity, duration and credit quality.',
          },
        ],
      },
      { kind: 'subheading', text: 'Reading a factsheet' },
      {
        kind: 'list',
        items: [
          'Compare returns with the scheme’s benchmark and its category over five years or more, not just the last year, and look at rolling returns where they are given.',
          'Check concentration: how much sits in the top ten holdings and in the largest sector.',
          'For debt schemes, duration tells you how much the NAV may move when interest rates change, and the credit-rating mix tells you how much is lent to weaker borrowers.',
          'Check the TER of the plan you are buying, and the portfolio turnover: high turnover means more trading costs inside the scheme.',
        ],
      },
      {
        kind: 'note',
        text: 'Past performance may or may not be sustained in future and is not a guarantee of future returns.',
      },
      { kind: 'links', links: [site.links.schemeDocuments] },
    ],
  },
  taxation: {
    heading: 'Tax on mutual funds: the pointers',
    summary: 'How gains and payouts are taxed depends on the type of scheme and on how long you held the units.',
    blocks: [
      {
        kind: 'note',
        text: 'Tax rates, exemptions and holding periods change with budgets, so we do not quote them here. Under current rules the points below hold in outline; check the latest rules or ask a tax professional before you act.',
      },
      {
        kind: 'list',
        items: [
          'You pay tax when you redeem or switch, not while you stay invested. The gain is what you receive minus what you paid for those units.',
          'Equity-oriented schemes, broadly those that keep most of their money in Indian shares, are taxed differently from other schemes, and the treatment of a gain depends on whether it is short-term or long-term, which depends on how long you held the units.',
          'Gains on most debt schemes bought on or after 1 April 2023 are taxed at your income-tax slab rate however long you hold them.',
          'Each SIP instalment is a separate purchase with its own holding period. When you redeem, the oldest units are treated as sold first.',
          'Switching between schemes, or between the Regular and Direct Plans of a scheme, counts as a redemption and can create a tax liability.',
          'IDCW payouts (formerly called dividends) are added to your income and taxed at your slab rate, with tax deducted at source above a threshold. An IDCW payout comes out of the NAV: it is your own money returned, not an extra return.',
          'For NRIs, tax is deducted at source on redemption gains. A double taxation avoidance agreement may give relief in your country of residence.',
          'A loss on redemption can reduce your tax: a short-term capital loss can be set off against any capital gain, a long-term loss only against long-term gains, and unused losses can be carried forward for up to eight tax years if you file your return on time.',
          'The rebate that makes income up to a threshold tax-free under the new regime does not cover gains taxed at special rates, which include most gains on equity funds.',
          'Since 1 April 2026 the Income-tax Act, 2025 governs these rules and counts income by “tax year”; many familiar section numbers have changed.',
          'Fund houses and registrars issue a capital-gains statement every year: keep it for your tax return.',
        ],
      },
    ],
  },
  'common-mistakes': {
    heading: 'Common mistakes to avoid',
    summary: 'Most damage to investors’ returns comes from behaviour, not from the choice of scheme.',
    blocks: [
      {
        kind: 'list',
        items: [
          'Investing without a goal or a time horizon, so that any fall feels like a reason to sell.',
          'Putting money you will need within a year or two into equity funds.',
          'Buying last year’s top performer. Rankings change; consistency across a full market cycle matters more.',
          'Stopping SIPs when markets fall, which is exactly when they buy the most units.',
          'Owning too many schemes: several funds in the same category mostly duplicate each other.',
          'Rushing into an ELSS in March for a deduction you cannot claim under the tax regime you have chosen.',
          'Judging a scheme by its NAV, or believing a new fund offer is cheap because its units start at ₹10.',
          'Treating IDCW payouts as returns.',
          'Skipping the emergency fund and insurance, and then redeeming long-term investments in a crisis.',
          'Leaving KYC, bank, mobile, email and nominee details out of date, which delays redemptions and claims.',
          'Believing anyone who promises a guaranteed or assured return from a mutual fund.',
        ],
      },
    ],
  },
  glossary: {
    heading: 'Glossary',
    summary: 'Short explanations of terms you will meet in statements and scheme documents.',
    blocks: [
      {
        kind: 'definitions',
        items: [
          { term: 'AMC', definition: 'Asset management company: the fund house that manages a mutual fund’s schemes.' },
          {
            term: 'ARN',
            definition:
              'AMFI Registration Number, which every mutual fund distributor must hold and show. You can verify it on AMFI’s website.',
          },
          { term: 'AUM', definition: 'Assets under management: the total market value of what a scheme holds.' },
          { term: 'Benchmark', definition: 'The index a scheme measures its performance against, named in its SID.' },
          {
            term: 'CAS',
            definition:
              'Consolidated Account Statement: one statement of your holdings across all fund houses (and your demat holdings, if you have a demat account), sent by email for every month in which you transact and every six months otherwise.',
          },
          { term: 'Cut-off time', definition: 'The time of day that decides which day’s NAV applies to a purchase or redemption.' },
          { term: 'EUIN', definition: 'Employee Unique Identification Number: identifies the person at a distributor who dealt with you.' },
          { term: 'Folio', definition: 'Your account number with a fund house. One folio can hold several of its schemes.' },
          { term: 'Growth option', definition: 'Gains stay invested in the scheme and show up as a rising NAV; nothing is paid out.' },
          {
            term: 'IDCW',
            definition:
              'Income Distribution cum Capital Withdrawal: the option that pays out part of the scheme’s value from time to time, at the fund house’s discretion.',
          },
          { term: 'NFO', definition: 'New fund offer: the first subscription period of a new scheme.' },
          { term: 'Redemption', definition: 'Selling units back to the fund house for their NAV, less any exit load.' },
          {
            term: 'RTA',
            definition: 'Registrar and transfer agent: keeps unitholders’ records and processes transactions for fund houses.',
          },
          {
            term: 'Switch',
            definition: 'Moving money from one scheme or plan to another of the same fund house: a redemption and a purchase in one step.',
          },
          {
            term: 'Trail commission',
            definition:
              'The commission a fund house pays a distributor every year, as a percentage of the value of a client’s investment in a Regular Plan (not of the amount first invested), for as long as the client stays invested.',
          },
          { term: 'XIRR', definition: 'A yearly rate of return for money invested on different dates, such as a SIP.' },
          {
            term: 'Yield to maturity (YTM)',
            definition:
              'What a debt portfolio would earn if every bond were held to maturity and paid as promised, before expenses. It is not a forecast of the scheme’s return.',
          },
        ],
      },
    ],
  },
  'learn-more': {
    heading: 'Learn more from AMFI',
    summary: 'Independent investor education from the association of India’s mutual funds.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Association of Mutual Funds in India (AMFI) runs the Mutual Funds Sahi Hai investor-awareness programme, with articles, videos and calculators in several Indian languages. AMFI’s own website publishes every scheme’s daily NAV and lets you check a distributor’s registration.',
      },
      { kind: 'links', links: [site.links.amfiInvestorAwareness, site.links.amfi, site.links.amfiDistributorSearch] },
      {
        kind: 'paragraph',
        text: 'Questions about anything on this page, or about your own investments? We are happy to explain.',
      },
      { kind: 'links', links: [{ label: 'Contact us', href: pathTo('/contact/'), description: 'Call, email or visit us.' }] },
    ],
  },
};

const english: EducationText = {
  intro:
    'A plain-language guide to how mutual funds work in India, what they cost and how to choose and hold them sensibly. It explains; it does not recommend any scheme.',
  moreFrom: { before: ' For more, see AMFI’s ', after: '.' },
  backToContents: 'Back to contents',
  topics,
};

function assemble(text: EducationText): EducationContent {
  return { ...text, topics: EDUCATION_TOPIC_IDS.map((id) => ({ id, ...text.topics[id] })) };
}

const primers: Record<Locale, EducationContent> = { en: assemble(english), hi: assemble(hindiEducationText) };

/** The primer in the page's language. */
export function educationFor(locale: Locale): EducationContent {
  return primers[locale];
}

export const educationIntro = english.intro;
export const educationTopics: readonly EducationTopic[] = primers.en.topics;
