import type { ToolPagesText } from '../toolPages';

// The English words around each calculator page's explanation, and its worked example as a template
// (each calculator's example in lib/calculators/ fills in the figures).
export const toolPagesText: ToolPagesText = {
  howHeading: 'How the figures are worked out',
  workedExample: 'A worked example',
  openExample: 'Open this example in the calculator',
  sentenceEnd: '.',
  assumes: 'What the calculator assumes',
  moreCalculators: 'More calculators',
  talkToUs: 'Talk to us about a goal',
  examples: {
    sip:
      '{amount} for {years} at {rate}% a year: r = {rate} ÷ 12 ÷ 100 = {r}, n = {years_n} × 12 = {n}, ' +
      'so M = {p} × [(1 + {r})^{n} − 1] ÷ {r} × (1 + {r}) = {maturity}, about {words}, from {invested} invested.',
    stepUpSip:
      '{amount} a month to start, rising {stepup}% every year, for {years} years at {rate}% a year: the instalments are {instalments}, {invested} in all, and the value at the end could be {maturity}. The same {amount} without a step-up would reach {flat}.',
    lumpsum:
      '{amount} for {years} years at {rate}% a year: A = {p} × (1 + {growth})^{years} = {maturity}, of which {gains} is estimated gains.',
    swp: '{corpus} invested, {withdrawal} withdrawn at the end of every month, at {rate}% a year (a monthly rate of {monthlyRate}%): {outcome}.',
    swpLasts:
      'at a constant {rate}% a year the money would last the whole {years} years, with {withdrawn} withdrawn and {balance} left; with returns that vary, especially falls in the early years, it can run out sooner',
    swpRunsOut:
      'at a constant {rate}% a year full withdrawals would last {months} months, with {withdrawn} withdrawn in all; with returns that vary, especially falls in the early years, it can run out sooner',
    goal: 'A goal costing {cost} today, due in {years} years, with prices rising {inflation}% a year, would cost {futureCost} by then. At an assumed return of {rate}% a year, a monthly SIP of {sip} or a lumpsum of {lumpsum} invested today could reach it.',
    retirement:
      'At {age}, retiring at {retireAt} and planning until {lifeTo}, with expenses of {expense} a month today and prices rising {inflation}% a year: expenses would reach {expenseThen} a month at {retireAt}. Earning a constant {postRate}% a year in retirement (a real rate of {realRate}%), {yearsIn} years of them would need a corpus of {corpus}. At {preRate}% a year before retirement, a monthly SIP of {sip} or a lumpsum of {lumpsum} today could build it.',
    costOfDelay:
      '{amount} a month at {rate}% a year, started now for {years} years, could grow to {now}. Started {delay} later and stopped on the same date, it could reach {later}: the delay could cost {cost} at the assumed rate, though only {less} less is invested.',
    regularVsDirect:
      'A SIP of {amount} a month for {years} years: at {rate}% a year the Direct Plan could grow to {direct}; a Regular Plan with an expense ratio {gap} percentage points higher would earn {regularRate}% and could grow to {regular}, {difference} less.',
  },
};
