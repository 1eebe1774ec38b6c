// The "Start investing" checklist's rules: from four answers (who invests, where they live, their
// KYC status, SIP or lumpsum) to an ordered list of groups of steps, by id. The words of each step
// live in content/start.ts keyed by these ids, so a translation swaps the words and keeps the rules.
// Everything here runs in the visitor's browser; nothing is sent anywhere.

/** Each question's options, in the order the page shows them; the keys are what a shared link carries. */
export const START_OPTIONS = {
  who: ['self', 'child', 'joint'],
  where: ['india', 'us-canada', 'abroad'],
  kyc: ['validated', 'registered', 'on-hold', 'never', 'unknown'],
  how: ['sip', 'lumpsum', 'both'],
} as const;

export type StartQuestionId = keyof typeof START_OPTIONS;
export type StartAnswers = { readonly [Q in StartQuestionId]: (typeof START_OPTIONS)[Q][number] };

/** The questions in the order they are asked (and written into a link). */
export const START_QUESTION_IDS: readonly StartQuestionId[] = ['who', 'where', 'kyc', 'how'];

/** What the page shows before any answer: a resident investing alone, by SIP, who has yet to look up their KYC. */
export const DEFAULT_START_ANSWERS: StartAnswers = { who: 'self', where: 'india', kyc: 'unknown', how: 'sip' };

export const START_STEP_IDS = [
  'kyc-check-status',
  'kyc-then-choose',
  'docs-joint-each',
  'docs-guardian',
  'docs-pan',
  'docs-aadhaar',
  'docs-aadhaar-abroad',
  'docs-address',
  'docs-address-abroad',
  'docs-bank',
  'docs-bank-abroad',
  'docs-contact',
  'docs-contact-abroad',
  'docs-nominee',
  'kyc-validated',
  'kyc-registered',
  'kyc-on-hold',
  'kyc-on-hold-fix',
  'kyc-new-online',
  'kyc-new-in-person',
  'abroad-us-canada',
  'abroad-bank',
  'abroad-fatca',
  'abroad-residential-status',
  'abroad-pan-status',
  'abroad-attest',
  'child-sole-holder',
  'child-birth-proof',
  'child-bank',
  'child-at-18',
  'joint-each-kyc',
  'joint-mode',
  'invest-sip',
  'invest-lumpsum',
  'invest-read',
  'next-send',
  'next-we-do',
  'next-you-do',
  'next-after',
] as const;
export type StartStepId = (typeof START_STEP_IDS)[number];

export const START_GROUP_IDS = ['kyc-first', 'documents', 'kyc', 'abroad', 'child', 'joint', 'invest', 'next'] as const;
export type StartGroupId = (typeof START_GROUP_IDS)[number];

export type StartGroup = { id: StartGroupId; steps: readonly StartStepId[] };

function isOption<Q extends StartQuestionId>(question: Q, value: string): value is StartAnswers[Q] {
  return (START_OPTIONS[question] as readonly string[]).includes(value);
}

function documents(a: StartAnswers): StartStepId[] {
  const abroad = a.where !== 'india';
  const steps: StartStepId[] = [];
  if (a.who === 'joint') steps.push('docs-joint-each');
  if (a.who === 'child') steps.push('docs-guardian');
  // A non-resident without Aadhaar is exempt from linking it to the PAN (content/start.ts, SOURCES.nriPan):
  // what such an investor needs is a PAN recorded as non-resident, a step of its own below.
  steps.push('docs-pan', abroad ? 'docs-aadhaar-abroad' : 'docs-aadhaar');
  steps.push(abroad ? 'docs-address-abroad' : 'docs-address');
  steps.push(abroad ? 'docs-bank-abroad' : 'docs-bank');
  steps.push(abroad ? 'docs-contact-abroad' : 'docs-contact');
  // A folio held for a child has the child as its only holder; the nominee rules are the adult investor's.
  if (a.who !== 'child') steps.push('docs-nominee');
  return steps;
}

function kycSteps(a: StartAnswers): StartStepId[] {
  switch (a.kyc) {
    case 'validated':
      return ['kyc-validated'];
    case 'registered':
      return ['kyc-registered'];
    case 'on-hold':
      return ['kyc-on-hold', 'kyc-on-hold-fix'];
    case 'never':
      return ['kyc-new-online', 'kyc-new-in-person'];
    case 'unknown':
      return ['kyc-check-status', 'kyc-then-choose'];
  }
}

function investSteps(a: StartAnswers): StartStepId[] {
  const steps: StartStepId[] = [];
  if (a.how !== 'lumpsum') steps.push('invest-sip');
  if (a.how !== 'sip') steps.push('invest-lumpsum');
  steps.push('invest-read');
  return steps;
}

/**
 * The checklist for one set of answers, in the order to follow it. A visitor who does not know their
 * KYC status looks it up first, since every other step depends on it; everyone else gathers the
 * documents, then takes the KYC step their status calls for. The steps for living abroad, for a child
 * and for joint holders follow, then how to pay, then what the firm does next.
 */
export function startChecklist(a: StartAnswers): StartGroup[] {
  const groups: StartGroup[] = [];
  if (a.kyc === 'unknown') groups.push({ id: 'kyc-first', steps: kycSteps(a) });
  groups.push({ id: 'documents', steps: documents(a) });
  if (a.kyc !== 'unknown') groups.push({ id: 'kyc', steps: kycSteps(a) });
  if (a.where !== 'india') {
    const abroad: StartStepId[] = a.where === 'us-canada' ? ['abroad-us-canada'] : [];
    abroad.push('abroad-bank', 'abroad-fatca', 'abroad-residential-status', 'abroad-pan-status', 'abroad-attest');
    groups.push({ id: 'abroad', steps: abroad });
  }
  if (a.who === 'child') groups.push({ id: 'child', steps: ['child-sole-holder', 'child-birth-proof', 'child-bank', 'child-at-18'] });
  if (a.who === 'joint') groups.push({ id: 'joint', steps: ['joint-each-kyc', 'joint-mode'] });
  groups.push({ id: 'invest', steps: investSteps(a) });
  groups.push({ id: 'next', steps: ['next-send', 'next-we-do', 'next-you-do', 'next-after'] });
  return groups;
}

/** Every combination of answers, for the tests and for checking the content covers each step. */
export function allStartAnswers(): StartAnswers[] {
  const all: StartAnswers[] = [];
  for (const who of START_OPTIONS.who)
    for (const where of START_OPTIONS.where)
      for (const kyc of START_OPTIONS.kyc) for (const how of START_OPTIONS.how) all.push({ who, where, kyc, how });
  return all;
}

/**
 * The answers a shared link carries ("?who=child&where=abroad&kyc=unknown&how=sip"). A missing answer
 * takes its default quietly; one the page cannot read takes its default and is named in `rejected`, so
 * the page can say so.
 */
export function startAnswersFromQuery(search: string): { answers: StartAnswers; rejected: StartQuestionId[] } {
  const params = new URLSearchParams(search);
  const answers: Record<StartQuestionId, string> = { ...DEFAULT_START_ANSWERS };
  const rejected: StartQuestionId[] = [];
  for (const question of START_QUESTION_IDS) {
    const value = params.get(question);
    if (value === null) continue;
    if (isOption(question, value)) answers[question] = value;
    else rejected.push(question);
  }
  return { answers: answers as StartAnswers, rejected };
}

/** The query string for a set of answers, every question named, in the order they are asked. */
export function startQuery(answers: StartAnswers): string {
  return new URLSearchParams(START_QUESTION_IDS.map((q) => [q, answers[q]])).toString();
}

/**
 * Whether an address is a link to a case's ready checklist ("/start/?who=self&where=abroad&…#your-checklist",
 * `checklistId` being the hash): every question answered in the query, each answer one the checklist
 * knows. Such a visitor wants the steps, not the questions already answered for them.
 */
export function isReadyChecklistLink(search: string, hash: string, checklistId: string): boolean {
  if (hash !== `#${checklistId}`) return false;
  const params = new URLSearchParams(search);
  return START_QUESTION_IDS.every((q) => params.has(q)) && startAnswersFromQuery(search).rejected.length === 0;
}
