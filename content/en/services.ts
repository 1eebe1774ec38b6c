import { rulesOfThumb } from '../rulesOfThumb';
import type { LegacyRedirectText, ServicePageWords, ServiceTexts } from '../services';
import { startGuideText } from './start';

// The ten services' words in English, and the words around them on their pages.

// Rules of thumb other pages quote too: one record (content/rulesOfThumb.ts), so the pages agree.
const { lifeCoverMultiple, retirementExpenseMultiple } = rulesOfThumb;

export const serviceText: ServiceTexts = {
  'future-freedom-planning': {
    heading: 'Goal-based Investing',
    description:
      'Investing for one goal at a time: mutual fund schemes suited to each goal’s date and your risk profile, with the paperwork done for you.',
    imageAlt: 'A path rising through milestones towards a flag',
    intro: [
      'Financial freedom is the point at which your savings and investments can pay for the life you want, so that work becomes a choice rather than a necessity. Getting there is rarely about finding a clever product; it is about knowing what each rupee is for.',
      'You tell us the goal you are investing for (a home, your children’s education, retirement, time off), when you need the money and how much you have in mind. We ask the questions a distributor must ask before suggesting any scheme, show you mutual fund schemes suited to that goal’s time horizon and your risk profile, do the paperwork, and review with you every year the holdings you bought through us.',
      'We do not prepare financial plans. Financial planning, which analyses your whole situation and recommends a strategy, is investment advice, and only an investment adviser registered with SEBI may give it. If you want a plan, ask an investment adviser registered with SEBI (you can check a registration on SEBI’s website); we can then help you invest in the mutual fund schemes you choose.',
    ],
    sections: [
      {
        heading: 'What we ask before suggesting a scheme',
        paragraphs: [
          'The AMFI Code of Conduct for Mutual Fund Distributors asks us to understand your financial status, investment experience and objectives before we suggest any scheme. These are the questions, and we keep a record of your answers.',
        ],
        bullets: [
          'Your income and how much you can invest each month or at once',
          'Your experience of investing, and of markets falling',
          'What the money is for, and when you will need it',
          'Your risk profile, from our questionnaire and a conversation',
        ],
      },
      {
        heading: 'Things people often check before investing for the long term',
        paragraphs: [
          'These are general points from investor-education material, not a plan for you; whether and how they apply is your decision, or one to make with an investment adviser.',
        ],
        bullets: [
          'Money for emergencies kept where it is quick to reach, so that a long-term investment need not be sold in a bad month',
          'Life and health cover for the people who depend on you (we distribute insurance too; see Life Insurance and General Insurance)',
          'Costly debt, such as credit-card balances, which usually costs more than an investment can be expected to earn',
          'Nominations on every folio, so that your investments reach your family',
        ],
      },
      {
        heading: 'Goals and the time you have',
        paragraphs: [
          'Our goal calculator shows what a goal could cost when it falls due at an inflation rate you choose, and the monthly SIP or lumpsum that could reach it at an assumed rate of return. The figures are illustrations, not promises: markets do not move in straight lines, so try a lower rate too and see the difference.',
          'Each scheme’s documents say what it is for and how long to stay invested. Investor-education material commonly groups goals by time, as below; the schemes we show you for a goal follow its time horizon and your risk profile.',
        ],
        bullets: [
          'Up to about three years: schemes whose value moves little, where capital stability and easy access come first',
          'Three to seven years: schemes that balance growth and stability',
          'Beyond seven years: schemes with room for equity, whose value can fall sharply along the way',
        ],
      },
      {
        heading: 'Reviewing your holdings',
        paragraphs: [
          'Circumstances change. Salaries rise, children arrive, markets boom and slump, and tax rules change with every Budget.',
        ],
        bullets: [
          'An annual review of the holdings you bought through us, goal by goal',
          'A check of whether your holdings still match the risk profile on record; any change is your decision',
          'Your risk profile updated after life events: marriage, a new child, a change of job, an inheritance, a move abroad',
          'A one-page statement of what you hold through us, which you can share with your spouse',
        ],
      },
    ],
    video: {
      title: 'Things to consider before investing for a goal',
      description: 'A short film from AMFI’s Mutual Funds Sahi Hai investor-awareness campaign.',
    },
  },
  'mutual-funds': {
    heading: 'Mutual Funds',
    description:
      'Regular Plans of mutual fund schemes suited to your goals, risk profile and time horizon, with KYC, SIPs and paperwork handled.',
    imageAlt: 'A growing bar chart with a rupee coin',
    intro: [
      'A mutual fund pools money from many investors and invests it in shares, bonds or other securities according to a stated objective, under a professional fund manager. Every mutual fund in India is regulated by SEBI, its assets are held by an independent custodian, and its net asset value (NAV) is published every business day.',
      'As an AMFI-registered Mutual Fund Distributor, we help you choose schemes that suit your goals and your tolerance for risk, complete the paperwork, set up SIPs and review the holdings you buy through us. We distribute Regular Plans: the commission we receive is part of the scheme’s expense ratio, and we disclose it.',
    ],
    sections: [
      {
        heading: 'The main kinds of fund',
        paragraphs: [
          'SEBI sorts open-ended schemes into categories, so that funds with the same label invest in broadly the same way. Since its circular of {{fact:categories.circular-date}} the categories fall into five groups: equity, debt, hybrid, life cycle and other schemes. These are the ones you will meet most often.',
        ],
        bullets: [
          'Equity funds invest mainly in shares: large cap, mid cap, small cap, flexi cap and multi cap funds, sectoral and thematic funds, and ELSS, the tax-saving category',
          'Debt funds invest in bonds and money-market instruments, from overnight and liquid funds for parking cash to corporate bond and gilt funds; their risks come from changes in interest rates and from borrowers who may not repay',
          'Hybrid funds combine the two in proportions their category sets: conservative hybrid, balanced advantage, aggressive hybrid, multi-asset allocation and arbitrage funds',
          'Life cycle funds are open-ended funds with a target date in their name (for example “Life Cycle Fund 2045”), whose mix moves from equity towards debt as that date approaches. SEBI created the category on {{fact:categories.circular-date}}, when it closed the former retirement and children’s (solution-oriented) funds to new money; those funds are being merged into others',
          'Other schemes include index funds and exchange-traded funds (ETFs), which track a market index at a low cost instead of trying to beat it, and funds of funds, which invest in other funds',
        ],
      },
      {
        heading: 'SIP, lump sum, STP and SWP',
        paragraphs: [
          'A systematic investment plan (SIP) invests a fixed amount every month. Because the amount is fixed, it buys more units when prices are low and fewer when they are high, which averages your purchase cost over time and builds the habit of investing. A SIP does not assure a profit or protect against a loss in a falling market; what it does is take the guesswork out of timing.',
        ],
        bullets: [
          'SIP: a fixed monthly investment from your bank account, which you can step up as your income grows',
          'Lump sum: a one-time investment, for example of a bonus or the proceeds of a sale',
          'STP (systematic transfer plan): a lump sum parked in a liquid or debt fund and moved into an equity fund in instalments',
          'SWP (systematic withdrawal plan): a regular payout from your investments, often used in retirement',
        ],
      },
      {
        heading: 'How we choose schemes with you',
        paragraphs: [
          'We do not pick funds from last year’s league table. We start from the goal, its time horizon and your risk profile, and show you schemes from a shortlist we keep from public scheme information. The scheme you invest in is your choice.',
        ],
        bullets: [
          'Your risk profile, assessed with a questionnaire and a conversation',
          'Each scheme’s riskometer, which runs from Low to Very High',
          'Consistency across full market cycles, not just recent returns',
          'Costs: the total expense ratio and any exit load',
          'How the portfolio is built, and whether the fund sticks to its stated style',
          'A few well-chosen schemes rather than many that overlap',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'To invest you need a completed KYC (Know Your Customer) record with your PAN and proof of address, and a bank account in your name. We help with KYC, nominations (you can now name up to {{fact:nomination.max-nominees}} nominees), FATCA declarations for NRIs and the bank mandate for your SIPs.',
        ],
        bullets: [
          'Read the Scheme Information Document and the Key Information Memorandum before you invest; we will take you through them',
          'Check your Consolidated Account Statement (CAS): it comes by email for every month in which you transact, and every six months otherwise, and lists every folio and demat holding under your PAN',
          'Equity-oriented schemes (at least {{fact:tax.equity-oriented-threshold}} in shares of Indian listed companies): units sold within {{fact:tax.equity-long-term-after}} give a short-term gain taxed at {{fact:tax.stcg-equity-rate}} (section 196 of the Income-tax Act, 2025, formerly 111A); units held longer give a long-term gain taxed at {{fact:tax.ltcg-equity-rate}} on gains above {{fact:tax.ltcg-equity-exemption|lakh}} a year (section 198, formerly 112A)',
          'Debt-heavy schemes (more than {{fact:tax.specified-fund-debt-threshold}} in debt and money-market instruments): gains on units bought on or after {{fact:tax.debt-slab-from}} are taxed at your income-tax slab rate, however long you hold them',
          'Schemes in between, such as hybrid funds that fit neither group, gold funds and international funds of funds: a gain on units held more than {{fact:tax.other-long-term-after}} ({{fact:tax.listed-long-term-after}} for listed units such as ETFs) is taxed at {{fact:tax.other-ltcg-rate}} without indexation, and a gain on units held for less at your slab rate. These are the rules for tax year 2026-27; a Budget can change them',
        ],
      },
    ],
    video: {
      title: 'Types of mutual funds',
      description: 'AMFI’s Mutual Funds Sahi Hai campaign explains the main kinds of fund and what each is for.',
    },
  },
  'life-insurance': {
    heading: 'Life Insurance',
    description: 'Enough term cover for the people who depend on you, and plain explanations of what each kind of policy does and costs.',
    imageAlt: 'An umbrella sheltering a family',
    intro: [
      'Life insurance has one job: to replace your income for the people who depend on it if you die early. Done well, it is one of the cheapest and most important protections a family can have. Done badly, it becomes an expensive savings product with too little cover.',
      'Before you buy, we ask about your family, income and loans, as insurers require of their agents, explain the kinds of policy on offer from the insurers we work with, and help you compare them on what matters when a claim is made. Life insurance is provided by insurers regulated by the Insurance Regulatory and Development Authority of India (IRDAI), and the policy wording decides what is covered.',
    ],
    sections: [
      {
        heading: 'How much cover is enough?',
        paragraphs: [
          `Insurers’ guides quote rules of thumb, such as ${lifeCoverMultiple.low} to ${lifeCoverMultiple.high} times your annual income, as a starting point, not an answer. The figure people arrive at usually adds up what their family would need:`,
        ],
        bullets: [
          'Outstanding loans your family would otherwise have to repay: home loan, car loan, personal loans',
          'The goals you want protected: your children’s education and weddings, your spouse’s retirement',
          'The years of household expenses your family would need replaced, allowing for inflation',
          'Less what is already there: existing cover, savings and investments',
        ],
      },
      {
        heading: 'Term insurance or endowment?',
        paragraphs: [
          'A term plan pays the sum assured only if you die during the policy term, and nothing if you survive it. That is why it is inexpensive: a healthy thirty-year-old can usually buy a large cover for a modest annual premium. Endowment, money-back and whole-life plans combine a smaller cover with savings, and unit-linked plans (ULIPs) add market-linked investment with a five-year lock-in.',
        ],
        bullets: [
          'For protection, a term plan gives the most cover for each rupee of premium',
          'Traditional savings plans mix two goals; their returns are usually modest, and surrendering one in its early years can cost you a large part of the premiums paid',
          'A return-of-premium term plan refunds the premiums if you survive the term, but costs much more than a plain term plan',
          'Riders for accidental death, critical illness or waiver of premium are worth adding only where they fill a real gap',
        ],
      },
      {
        heading: 'Claims: what to check before you buy',
        paragraphs: [
          'A policy is worth what it pays when it is needed. Before you choose an insurer we look at how it has handled claims, and we make sure your proposal form is complete and truthful: undisclosed illnesses and habits are among the commonest reasons claims are rejected.',
        ],
        bullets: [
          'Claim settlement ratios by number and by amount of claims, as published by IRDAI and the insurers, over several years rather than one',
          'Disclose every existing illness, your smoking and drinking habits, and the other policies you hold',
          'Once a policy has been in force for three years, Section 45 of the Insurance Act, 1938 stops the insurer from questioning it on any ground',
          'Keep your nominees up to date, and tell your family where the policy documents are',
        ],
      },
      {
        heading: 'Making sure the money reaches your family',
        paragraphs: [
          'A policy a married man takes on his own life under section 6 of the Married Women’s Property Act, 1874, expressed to be for his wife, or his wife and children, creates a trust for them: the claim is paid to them and cannot be taken by his creditors. Families with large loans or business liabilities often ask about it.',
        ],
        bullets: [
          'Name nominees, and an appointee for any nominee who is a minor',
          'Ask us how a Married Women’s Property Act policy works if creditors could otherwise claim the payout',
          'Review your cover when you marry, have a child, take a loan or your income rises',
        ],
      },
    ],
  },
  'general-insurance': {
    heading: 'General Insurance',
    description: 'Health, motor, home and travel policies compared on cover, exclusions and claim service, not only on price.',
    imageAlt: 'A shield in front of a house and a car',
    intro: [
      'One hospital stay, a car accident or a flooded home can cost more than years of careful saving. General insurance moves those risks to an insurer for a known premium, so that an emergency does not become a financial crisis.',
      'We help you decide what to insure and for how much, compare policies on their wording rather than their brochures, and stand by you when you need to make a claim.',
    ],
    sections: [
      {
        heading: 'Health insurance',
        paragraphs: [
          'Medical costs in India have for years risen faster than prices in general, and a group policy from your employer ends when the job does. Everyone in the family should have cover of their own.',
        ],
        bullets: [
          'A family floater policy shares one sum insured across the family; a super top-up adds a large cover cheaply above a deductible',
          'Check room-rent limits, co-payments and sub-limits on particular treatments: they decide how much of a hospital bill you pay yourself',
          'Pre-existing illnesses are covered after a waiting period, which IRDAI now caps at three years',
          'Use the insurer’s network hospitals for cashless treatment, and keep every bill and report for reimbursement claims',
          'Premiums for yourself, your family and your parents reduce your taxable income under the old tax regime, with higher limits for senior citizens',
        ],
      },
      {
        heading: 'Motor insurance',
        paragraphs: [
          'Third-party liability cover is compulsory under the Motor Vehicles Act, 1988 for every vehicle on the road. A comprehensive policy adds cover for damage to your own vehicle and for its theft.',
        ],
        bullets: [
          'The insured declared value (IDV) should reflect the vehicle’s market value: set it too low and a total-loss claim falls short',
          'The no-claim bonus rewards claim-free years with a discount on the own-damage premium, and belongs to you, not the vehicle',
          'Add-ons such as zero depreciation, engine protection and roadside assistance are worth it for some vehicles and not for others',
          'Renew before the policy expires: a lapsed policy may need an inspection, and after 90 days you lose your no-claim bonus',
        ],
      },
      {
        heading: 'Home insurance',
        paragraphs: [
          'Few Indian homes are insured, although the cover costs little. Bharat Griha Raksha, the standard home policy every general insurer must offer, covers the building, and optionally its contents, against fire, floods, earthquakes, storms and other named perils.',
        ],
        bullets: [
          'Insure the building for what it would cost to rebuild, not for its market price, which includes the land',
          'List valuable contents such as jewellery and electronics, which may need to be declared separately',
          'Tenants can insure their belongings even though the building is not theirs',
          'Check whether your housing society’s policy covers your flat or only the common areas',
        ],
      },
      {
        heading: 'Travel, accident and business cover',
        bullets: [
          'Travel insurance for medical emergencies, cancelled trips and lost baggage abroad; some countries require it for a visa',
          'Personal accident cover pays a lump sum for death or disability caused by an accident, and costs little for the protection it gives',
          'Business owners may need shop, liability or key-person cover; we will tell you when a specialist should step in',
        ],
      },
      {
        heading: 'When you need to claim',
        paragraphs: [
          'Tell the insurer as soon as you can, keep every document, and call us if anything is unclear. If a claim is rejected unfairly, complain first to the insurer’s grievance officer, then through IRDAI’s Bima Bharosa portal, or approach the Insurance Ombudsman; we help you prepare the papers.',
        ],
      },
    ],
  },
  'estate-guidance': {
    heading: 'Nominations and Estate Paperwork',
    description:
      'Nominations, joint holdings and transmission paperwork in order, so that claiming what you hold is simpler for your family.',
    imageAlt: 'A sealed document with a family tree',
    intro: [
      'Nominations, joint holdings and a will decide who receives what you own, and how easily. Without them, families can wait months for banks, fund houses and registrars to release assets, and disagreements can end up in court.',
      'We put nominations and joint holdings in order on the investments and policies you hold through us, keep a record of them, and help your family with the claim when it is needed. We are not lawyers and do not draft wills or trusts: for those, see an advocate of your choice.',
    ],
    sections: [
      {
        heading: 'Start with a complete list',
        paragraphs: [
          'Heirs cannot claim what they do not know about. Unclaimed deposits, insurance payouts and dividends in India run into tens of thousands of crores of rupees, much of it belonging to people whose families never found the papers.',
        ],
        bullets: [
          'Bank accounts, fixed deposits and lockers',
          'Mutual fund folios, demat accounts and bonds',
          'EPF, PPF, NPS and insurance policies',
          'Property, with the location of the title deeds',
          'Loans you have taken or given',
          'Digital assets and passwords, kept somewhere safe that a trusted person can reach',
        ],
      },
      {
        heading: 'Nominations and joint holdings',
        paragraphs: [
          'A nomination tells an institution whom to pay, which speeds up the transfer after a death. For mutual funds and demat accounts, SEBI’s rules now allow up to {{fact:nomination.max-nominees}} nominees, with the share each should receive. But a nominee is not always the final owner: for most assets the courts treat the nominee as holding them for the legal heirs named in a will or under succession law.',
        ],
        bullets: [
          'Add nominees to every bank account, folio, demat account, insurance policy and provident fund',
          'Use “anyone or survivor” joint holdings where they fit, so that a surviving holder can keep operating the account',
          'Keep nominations consistent with your will, to avoid conflict',
          'Review them after a marriage, a divorce, a birth or a death in the family',
        ],
      },
      {
        heading: 'Writing a will',
        paragraphs: [
          'A will is the clearest way to say who gets what. Under the Indian Succession Act, 1925 it must be signed by you and attested by two witnesses; registering it is optional but makes it harder to dispute. Without a will, your estate passes under the succession law that applies to you, such as the Hindu Succession Act, 1956, which may not match your wishes.',
        ],
        bullets: [
          'Name an executor you trust to carry out the will',
          'Name a guardian for your minor children',
          'Describe your assets clearly, and say what happens if a beneficiary dies before you',
          'Update the will after major life events; your latest valid will is the one that counts',
          'Personal laws differ (Muslim law, for example, limits how much can be left by will), so take legal advice',
        ],
      },
      {
        heading: 'Making the transfer easy for your family',
        paragraphs: [
          'When the time comes, nominees and heirs have to claim each asset separately. We keep a current record of what you hold through us and help your family with the transmission of mutual fund units and the paperwork insurers ask for.',
        ],
        bullets: [
          'Most claims need the death certificate, the claimant’s KYC and bank details',
          'Where there is no nominee, institutions may ask for a succession certificate, probate of the will or a legal heir certificate',
          'Trusts help in special situations, such as providing for a child with special needs, and need specialist legal advice',
        ],
      },
    ],
  },
  'tax-guidance': {
    heading: 'Tax-saving Investments',
    description:
      'ELSS and the other investments the Income-tax Act, 2025 rewards, explained: tax saving that fits your goals rather than driving them.',
    imageAlt: 'A calculator beside a tax form',
    intro: [
      'Saving tax should follow your goals, not drive them. Buying an insurance policy or an investment you do not need in March, only to save tax, is one of the commonest and costliest mistakes we see.',
      'We explain how the tax rules treat the mutual funds and insurance we distribute, help you invest in ELSS and the other products you choose, and send you the statements your tax return needs. We do not give tax advice: for your return, the choice of regime and anything complex, ask your chartered accountant or tax practitioner.',
    ],
    sections: [
      {
        heading: 'Old regime or new?',
        paragraphs: [
          'The new regime is the default. It has lower slab rates and, for tax year 2026-27 as for 2025-26, a rebate under section 156 of the Income-tax Act, 2025 (formerly 87A) that leaves income up to ₹12 lakh free of tax (₹12.75 lakh for salaried people, after the ₹75,000 standard deduction), but it allows very few deductions. The old regime has higher rates and keeps deductions such as those for investments, health insurance premiums, home-loan interest and house rent allowance.',
          'The rebate does not cover gains taxed at special rates, such as short-term and long-term gains on equity funds (sections 196 and 198): those are taxed even when your other income is below ₹12 lakh.',
          'Which suits you depends on the deductions you genuinely use. Your chartered accountant or the income-tax department’s own tax calculator can work out both on your numbers; the choice is yours. Salaried people can choose afresh each year, while those with business income can switch far less often.',
        ],
        bullets: [
          'Both regimes allow a deduction for your employer’s contribution to your NPS account, within limits',
          'The Income-tax Act, 2025 replaced the 1961 Act from {{fact:tax.act-2025-in-force}}. It speaks of a “tax year” and renumbers the sections: 80C is now section 123, 80CCD section 124, 80D section 126 and 80E section 129, while the benefits continue',
        ],
      },
      {
        heading: 'Deductions under the old regime',
        paragraphs: [
          'These are the main limits for tax year 2026-27 under the Income-tax Act, 2025, unchanged from 2025-26. The Budget can change them every year, so check the current year’s figures before acting on them.',
        ],
        bullets: [
          'Section 123 (formerly 80C), up to {{fact:tax.elss-deduction-limit|lakh}} a year in all: EPF and PPF contributions, ELSS mutual funds, life insurance premiums, home-loan principal, children’s tuition fees, Sukanya Samriddhi Yojana, five-year tax-saving deposits and NSC',
          'Section 124 (formerly 80CCD(1B)): a further ₹50,000 for your own contributions to NPS',
          'Section 126 (formerly 80D): health insurance premiums, up to ₹25,000 for your family and another ₹25,000 for your parents (₹50,000 each where those insured are senior citizens)',
          'Interest on a loan for a self-occupied home, up to ₹2 lakh a year',
        ],
      },
      {
        heading: 'ELSS: the mutual fund route to section 123 (formerly 80C)',
        paragraphs: [
          'An equity-linked savings scheme (ELSS) is an equity mutual fund whose investments qualify under section 123. It has the shortest lock-in of the options the section allows, {{fact:tax.elss-lock-in}}, and like any equity fund its value rises and falls with the market.',
        ],
        bullets: [
          'Each SIP instalment is locked in for {{fact:tax.elss-lock-in}} from its own date',
          'The deduction is available only under the old regime',
          'Gains when you redeem are taxed as long-term capital gains',
          'An ELSS makes sense only where equity suits the goal; the deduction alone is not a reason',
        ],
      },
      {
        heading: 'Keeping tax on investments low',
        paragraphs: ['How long you hold an investment, and whose name it is in, can matter as much as what you buy.'],
        bullets: [
          'Long-term gains on equity-oriented schemes held for more than {{fact:tax.equity-long-term-after}} are taxed at {{fact:tax.ltcg-equity-rate}} only above {{fact:tax.ltcg-equity-exemption|lakh}} a year (section 198; rates for tax year 2026-27). Some investors realise gains within that limit each year; whether that suits you is a question for your tax adviser',
          'Units of debt-heavy schemes (more than {{fact:tax.specified-fund-debt-threshold}} in debt and money-market instruments) bought on or after {{fact:tax.debt-slab-from}} are taxed at your slab rate, whatever the holding period',
          'A short-term capital loss can be set off against any capital gain, but a long-term loss only against long-term gains; unused losses can be carried forward for up to {{fact:tax.loss-carry-forward|number}} tax years if you file your return on time (section 111)',
          'PPF interest and maturity proceeds are tax-free, and EPF interest is tax-free within the annual contribution limits',
        ],
      },
    ],
    video: {
      title: 'What is an ELSS?',
      description: 'AMFI’s Mutual Funds Sahi Hai campaign on equity-linked savings schemes, the tax-saving mutual funds.',
    },
  },
  'education-guidance': {
    heading: 'Investing for Education',
    description:
      'Saving for your child’s education through mutual funds: schemes suited to the years you have, and the paperwork done for you.',
    imageAlt: 'A graduation cap on a stack of books',
    intro: [
      'Education costs rise faster than most prices. A professional degree that costs ₹20 lakh today would cost more than ₹60 lakh in fifteen years if fees rose by 8% a year, and many estimates of education inflation are higher still.',
      'Our goal calculator shows what a course could cost when your child is ready, at an inflation rate you choose. We show you schemes suited to the years you have and your risk profile, set up the SIP and review what you hold through us each year. The earlier you start, the smaller the monthly amount needs to be.',
    ],
    sections: [
      {
        heading: 'Estimating the cost',
        paragraphs: [
          'Start from what the course you have in mind costs today, including the cost of living, and put it into the goal calculator with these in mind:',
        ],
        bullets: [
          'Tuition and fees for the course and the kind of institution you are considering',
          'Hostel, travel and living costs, which can equal the tuition for a course away from home',
          'For study abroad, the exchange rate: a weaker rupee raises the cost even if fees stay the same',
          'Entrance coaching, a laptop and other costs that come before admission',
          'An inflation assumption you agree with, also tested at a higher rate to show the risk',
        ],
      },
      {
        heading: 'Matching investments to the timeline',
        paragraphs: [
          'Investor-education material commonly describes money needed in twelve or fifteen years being invested for growth, and moved step by step into steadier investments as the admission year approaches, so that a market fall in the final years does less harm. Each switch is your decision, and can carry an exit load and tax; we tell you both before you decide.',
        ],
        bullets: [
          'Ten years or more away: mainly equity mutual funds through a SIP, increased as your income grows',
          'Three to five years away: a gradual shift into hybrid and debt funds',
          'The last year or two: the first year’s fees held in low-risk funds or deposits',
        ],
      },
      {
        heading: 'Other tools that can help',
        bullets: [
          'Sukanya Samriddhi Yojana, for a daughter under ten: government-backed, with a tax deduction under the old regime, and partial withdrawal for education from the age of eighteen',
          'PPF, whose fifteen-year term can suit a young child’s education',
          'Children’s funds no longer take new money: SEBI closed the solution-oriented category on {{fact:categories.circular-date}}. Life cycle funds, built round a target date, are the new category for a goal with a fixed date',
          'An education loan to share the cost; its interest is deductible under section 129 (formerly 80E) in the old regime',
        ],
      },
      {
        heading: 'Protecting the goal',
        paragraphs: [
          'Saving for education depends on your income continuing. Term insurance can pay for the goal if you cannot; we distribute it too, and can show you the cover on offer.',
        ],
        bullets: [
          'Keep the education fund apart from other savings, so that it is not spent on something else',
          'Review the savings each year, and whenever your child’s interests change',
        ],
      },
    ],
    video: {
      title: 'Different mutual fund schemes for different goals',
      description: 'From AMFI’s Mutual Funds Sahi Hai campaign: matching the kind of fund to the goal and its timeline.',
    },
  },
  'retirement-superannuation': {
    heading: 'Investing for Retirement',
    description: 'Mutual fund SIPs for the years before retirement and SWPs after it, with how EPF, PPF and NPS fit around them explained.',
    imageAlt: 'A deck chair under a setting sun',
    intro: [
      'Retirement is the longest goal most people save for, and the only one with no loan to fall back on. With people living longer, your savings may have to last twenty-five years or more after your last salary.',
      'Our retirement calculator shows the corpus that could pay your expenses at the rates you choose. We explain how EPF, PPF, NPS and mutual funds work, show you mutual fund schemes suited to the years you have and your risk profile, set up SIPs before retirement and SWPs after it, and review what you hold through us each year. A retirement plan for your whole situation is investment advice, which an investment adviser registered with SEBI provides.',
    ],
    sections: [
      {
        heading: 'How much will you need?',
        paragraphs: [
          `Start from what you spend today, take out costs that end with retirement (commuting, a home loan), add those that grow (above all, medical costs), and let the retirement calculator carry the result to your retirement year with inflation. Indian insurers and pension fund managers quote a rule of thumb of a corpus of ${retirementExpenseMultiple} times your current yearly expenses (the sources are on our financial fitness check); the calculator lets you try your own figures.`,
        ],
        bullets: [
          'Your expected retirement age, and how long the money has to last',
          'Inflation in living and in medical costs',
          'Any pension or rental income you will receive',
          'Large one-time expenses: a child’s wedding, renovating your home, travel',
        ],
      },
      {
        heading: 'The building blocks',
        bullets: [
          'EPF: your and your employer’s contributions, with interest declared each year; the Voluntary Provident Fund lets you add more',
          'PPF: a fifteen-year, government-backed account, extendable in blocks of five years, with tax-free interest on deposits of up to ₹1.5 lakh a year',
          'NPS: a low-cost pension account with a choice of equity, corporate bond and government bond allocations; part of the corpus must buy an annuity when you exit, under PFRDA rules that have changed more than once, so we check the current ones',
          'Mutual funds: flexible, with no lock-in for most schemes, useful for growth before retirement and for regular withdrawals after it',
          'Central government employees in NPS can also choose the Unified Pension Scheme introduced in April 2025',
        ],
      },
      {
        heading: 'Before retirement: building the corpus',
        paragraphs: [
          'Time is your biggest advantage. Saving from your thirties lets compounding do much of the work; starting in your fifties means saving far more each month for the same result.',
          // N6 of the second compliance review: general points, framed as the other service pages frame them, never as instructions.
          'Investor-education material commonly describes these steps in the years before retirement; whether and how they fit you is your decision, or one to make with an investment adviser registered with SEBI:',
        ],
        bullets: [
          'Raising SIPs as a salary rises (a step-up SIP), so that savings keep pace with spending',
          'Leaving EPF and other retirement savings untouched for other goals',
          'Moving money step by step from equity to steadier investments in the years before retirement, so that a market fall near the date does less harm; each switch can carry an exit load and tax',
          'Taking health insurance well before retirement, while premiums are lower and waiting periods can be served',
        ],
      },
      {
        heading: 'After retirement: turning savings into income',
        paragraphs: [
          'The question changes from how to grow the money to how to draw on it without running out. A common approach in investor-education material divides the corpus into buckets: money for the next few years in stable investments, and money for later left to grow.',
        ],
        bullets: [
          'A systematic withdrawal plan (SWP) from mutual funds for a regular monthly income',
          'The Senior Citizens’ Savings Scheme and other government-backed options for part of the income',
          'An annuity for part of the corpus, for an income that lasts for life whatever markets do',
          'A yearly review of your spending, your withdrawals and what remains',
        ],
      },
    ],
    video: {
      title: 'Stay invested for longer in mutual funds',
      description: 'From AMFI’s Mutual Funds Sahi Hai campaign: why time in the market matters for long goals like retirement.',
    },
  },
  'research-development': {
    heading: 'How We Select Schemes',
    description:
      'Our research as a distributor: how we shortlist schemes on portfolios, consistency, costs and fund managers, not last year’s returns.',
    imageAlt: 'A magnifying glass over a line chart',
    intro: [
      'There are well over a thousand mutual fund schemes in India. Most investors see only their recent returns, which say little about how a fund will behave in the next bad year. Our research, done as a distributor to keep a shortlist, looks at how each fund is run.',
      'We use public, regulated information (scheme documents, monthly portfolios and factsheets, and data published by AMFI) and our own analysis to keep a shortlist in each category. The shortlist is where our conversations with you begin; which schemes suit you depends on your goals and your risk profile.',
    ],
    sections: [
      {
        heading: 'What we look at in an equity fund',
        bullets: [
          'Rolling returns over three and five years against the fund’s benchmark index (its total return version), rather than returns from a single start date',
          'How far it has fallen in weak markets, and how quickly it recovered',
          'Whether the portfolio matches its category and the style it promises, month after month',
          'Concentration: how much sits in the ten largest holdings and in any one sector',
          'Costs: the total expense ratio and how often the portfolio is traded',
          'The fund manager’s tenure and the fund house’s investment process',
        ],
      },
      {
        heading: 'What we look at in a debt fund',
        paragraphs: [
          'In a debt fund the main risks are credit (a borrower failing to repay) and interest rates (bond prices fall when rates rise). Returns matter less than making sure the risks are the ones you were told about.',
        ],
        bullets: [
          'The credit quality of the holdings, and any exposure to lower-rated paper',
          'Modified duration, which shows how sensitive the fund is to changes in interest rates',
          'Yield to maturity, after expenses',
          'Concentration in any single issuer or business group',
          'The potential risk class (PRC) matrix every debt fund must disclose',
        ],
      },
      {
        heading: 'What we do not do',
        paragraphs: [
          'Past performance may or may not be sustained in future. We do not chase star ratings, we do not move you between funds for the sake of activity, and nothing we publish is a recommendation to buy or sell any particular scheme.',
        ],
        bullets: [
          'No forecasts of market levels or returns',
          'No rankings built on a single period’s returns',
          'No scheme suggestions before we understand your goals and your risk profile',
        ],
      },
      {
        heading: 'From research to the schemes you hold',
        paragraphs: [
          'Research narrows the field; your goals and your risk profile decide which schemes suit you. You choose the schemes. If you hold schemes from different categories, we show you where their holdings overlap, and we keep an eye on the schemes you hold through us between reviews.',
        ],
        bullets: [
          'A quarterly check of every scheme you hold through us',
          'A word from us if a fund changes its manager, its mandate or its category',
          'A clear account of the exit load or tax any change would cost you, before you decide on it',
        ],
      },
    ],
    video: {
      title: 'Balance your investments across types of mutual funds',
      description: 'From AMFI’s Mutual Funds Sahi Hai campaign: why a portfolio mixes different kinds of fund.',
    },
  },
  'childs-wedding': {
    heading: 'Saving for a Child’s Wedding',
    description:
      'Saving through mutual funds for your child’s wedding, starting while they are young: an inflation-aware estimate and schemes suited to the years you have.',
    imageAlt: 'Two rings beside a marigold garland',
    intro: [
      'For many Indian families, a son’s or daughter’s wedding is one of the largest expenses of a lifetime, often counted in lakhs of rupees once jewellery, venues and guests are added up. Paid for from current savings or with a loan, it can set back your retirement by years.',
      'It is a goal like any other: the goal calculator estimates the cost when your child is a grown adult, and we show you mutual fund schemes suited to the years you have and your risk profile, set up the SIP and do the paperwork. The kind of wedding, and how much to save, are your family’s choice.',
    ],
    sections: [
      {
        heading: 'Estimating the cost',
        paragraphs: [
          'A wedding that would cost ₹25 lakh today would cost about ₹45 lakh in ten years, and about ₹80 lakh in twenty, if costs rose by 6% a year. These are illustrations: the goal calculator works from your own numbers.',
        ],
        bullets: [
          'Venue, catering and décor for the ceremonies you expect to host',
          'Jewellery and clothes, with gold valued at today’s price and an assumption for how it may change',
          'Travel and accommodation for guests',
          'Gifts and the customary expenses of your community',
          'An inflation assumption applied over the years until the wedding',
        ],
      },
      {
        heading: 'Building the fund',
        paragraphs: [
          'Starting while your child is young gives the savings fifteen or twenty years to grow. Investor-education material commonly describes equity and hybrid funds for the long years and steadier investments as the date approaches; which schemes suit you depends on your risk profile, and each switch is your decision.',
        ],
        bullets: [
          'A separate folio or account, so that the money is not used for something else',
          'A SIP that you step up each year with your income',
          'Lump sums, such as bonuses, added when they come',
          'A gradual shift to debt funds or deposits in the last three to five years',
        ],
      },
      {
        heading: 'Gold without the worry',
        paragraphs: [
          'Many families buy gold for a wedding years in advance. Buying jewellery early ties up money in making charges and raises the question of keeping it safe. Gold ETFs and gold mutual funds let you build the gold part of the budget gradually, without storage worries, and turn it into jewellery closer to the time.',
        ],
        bullets: [
          'Gold ETFs need a demat account; gold funds do not, and accept SIPs',
          'Their value moves with the price of gold, which can fall as well as rise',
          'The government has not issued new Sovereign Gold Bonds since February 2024; bonds already issued can be held to maturity',
        ],
      },
      {
        heading: 'Balancing it with your other goals',
        paragraphs: [
          'A wedding fund should not come at the expense of your own retirement: your child can borrow for education or a home, but no one lends for retirement. Deciding how your savings are shared between goals is your choice, or one to make with an investment adviser.',
        ],
        bullets: [
          'Agree a realistic budget as a family, early',
          'Term insurance can carry on the saving if you cannot; we distribute it too',
          'Review the estimate and the savings every year',
        ],
      },
    ],
    video: {
      title: 'Small, regular investments through a SIP',
      description: 'From AMFI’s Mutual Funds Sahi Hai campaign: how small, regular investments add up over the years.',
    },
  },
};

export const servicePageWords: ServicePageWords = {
  eyebrow: 'Services',
  sidebarLabel: 'Service pages',
  sidebarTitle: 'All services',
  watch: (videoTitle) => `Watch: ${videoTitle}`,
  ctaHeading: (serviceHeading) => `Talk to us about ${serviceHeading.toLowerCase()}`,
  ctaBody:
    'A first conversation costs nothing and commits you to nothing. Tell us where you are and what you want to achieve; we will tell you plainly what we can help with.',
  ctaButton: 'Book a conversation',
  related: 'Related services',
  startPointer: startGuideText.pointers.service,
  gridCta: {
    heading: 'Not sure where to start?',
    body: 'Most people come to us with a goal, not a product. Tell us yours, and we will suggest where to begin.',
    button: 'Talk to us',
  },
};

/** What an old service address says while it sends the browser on (English only: the old addresses were English). */
export const legacyRedirectText: LegacyRedirectText = {
  heading: 'This page has moved',
  lead: '{service} now has a new address.',
  before: 'If you are not taken there automatically, go to ',
  after: '.',
  description: 'This page has moved to {service}.',
};
