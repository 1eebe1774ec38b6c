import { startGuideText } from '@/content/en/start';
import {
  DEFAULT_START_ANSWERS,
  START_GROUP_IDS,
  START_OPTIONS,
  START_QUESTION_IDS,
  START_STEP_IDS,
  allStartAnswers,
  startAnswersFromQuery,
  startChecklist,
  startQuery,
  type StartAnswers,
  type StartStepId,
  isReadyChecklistLink,
} from './startChecklist';

const stepsOf = (answers: StartAnswers): StartStepId[] => startChecklist(answers).flatMap((g) => [...g.steps]);
const groupIds = (answers: StartAnswers) => startChecklist(answers).map((g) => g.id);
/** The words of a step, links included, as the page shows them. */
const words = (step: StartStepId) => startGuideText.checklist.steps[step].map((run) => (typeof run === 'string' ? run : run.text)).join('');
const combos = allStartAnswers();

describe('startChecklist', () => {
  it('covers every combination of answers, each once', () => {
    const expected = Object.values(START_OPTIONS).reduce((n, options) => n * options.length, 1);
    expect(combos).toHaveLength(expected);
    expect(new Set(combos.map(startQuery)).size).toBe(expected);
  });

  it.each(combos.map((a) => [startQuery(a), a] as const))(
    '%s gives a checklist with documents, a KYC step and what comes next',
    (_, answers) => {
      const groups = startChecklist(answers);
      const ids = groups.map((g) => g.id);
      expect(ids).toContain('documents');
      expect(ids).toContain('invest');
      expect(ids.at(-1)).toBe('next');
      expect(ids.some((id) => id === 'kyc' || id === 'kyc-first')).toBe(true);
      for (const group of groups) expect(group.steps.length).toBeGreaterThan(0);
      const steps = groups.flatMap((g) => g.steps);
      expect(new Set(steps).size).toBe(steps.length);
    },
  );

  it('puts every group in the order of START_GROUP_IDS, except a status check, which comes first', () => {
    for (const answers of combos) {
      const ids = groupIds(answers);
      const order = ids.map((id) => START_GROUP_IDS.indexOf(id));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('sends a visitor who does not know their KYC status to the KRA enquiry first', () => {
    for (const answers of combos.filter((a) => a.kyc === 'unknown')) {
      const [first] = startChecklist(answers);
      expect(first?.id).toBe('kyc-first');
      expect(first?.steps[0]).toBe('kyc-check-status');
    }
    expect(words('kyc-check-status')).toContain('PAN');
    const link = startGuideText.checklist.steps['kyc-check-status'].find((run) => typeof run !== 'string');
    expect(typeof link === 'object' && link.href.startsWith('https://')).toBe(true);
  });

  it('gives each known KYC status its own step, after the documents', () => {
    const kycStep = {
      validated: 'kyc-validated',
      registered: 'kyc-registered',
      'on-hold': 'kyc-on-hold',
      never: 'kyc-new-online',
    } as const;
    for (const [status, step] of Object.entries(kycStep)) {
      const answers = { ...DEFAULT_START_ANSWERS, kyc: status as StartAnswers['kyc'] };
      expect(groupIds(answers).slice(0, 2)).toEqual(['documents', 'kyc']);
      expect(stepsOf(answers)).toContain(step);
      expect(stepsOf(answers)).not.toContain('kyc-check-status');
    }
    expect(words('kyc-registered')).toMatch(/Aadhaar/);
    expect(words('kyc-on-hold-fix')).toMatch(/mobile or e-mail/);
    // Since SEBI's circular of 14 May 2024 a PAN not linked to Aadhaar leaves a record Registered; an
    // inoperative PAN still holds it.
    expect(words('kyc-registered')).toMatch(/PAN is not linked to Aadhaar/);
    expect(words('kyc-on-hold-fix')).toMatch(/inoperative/);
  });

  it('names the USA and Canada restriction for an investor who lives there, and only there', () => {
    for (const answers of combos) {
      expect(stepsOf(answers).includes('abroad-us-canada')).toBe(answers.where === 'us-canada');
      expect(groupIds(answers).includes('abroad')).toBe(answers.where !== 'india');
    }
    expect(words('abroad-us-canada')).toMatch(/USA or Canada/);
    expect(words('abroad-us-canada')).toMatch(/do not accept/);
    expect(words('abroad-bank')).toMatch(/NRE/);
    expect(words('abroad-fatca')).toMatch(/FATCA/);
  });

  // The rule for NRIs differs: an NRI without Aadhaar is exempt from linking it; the PAN must show non-resident instead.
  it('never tells an investor abroad that the PAN must be linked to Aadhaar; asks for a non-resident PAN instead', () => {
    for (const answers of combos) {
      const steps = stepsOf(answers);
      const abroad = answers.where !== 'india';
      expect(steps.includes('docs-aadhaar')).toBe(!abroad);
      expect(steps.includes('docs-aadhaar-abroad')).toBe(abroad);
      expect(steps.includes('abroad-pan-status')).toBe(abroad);
    }
    expect(words('docs-aadhaar')).toMatch(/must be linked/);
    expect(words('docs-aadhaar-abroad')).toMatch(/need not link/);
    expect(words('abroad-pan-status')).toMatch(/non-resident/);
    expect(words('abroad-pan-status')).toMatch(/inoperative/);
    expect(words('abroad-pan-status')).toMatch(/stops new SIPs and redemptions/);
  });

  it('names the guardian and the child’s own bank account when investing for a child', () => {
    for (const answers of combos.filter((a) => a.who === 'child')) {
      const steps = stepsOf(answers);
      expect(steps).toEqual(expect.arrayContaining(['docs-guardian', 'child-bank', 'child-birth-proof', 'child-at-18']));
      // The child is the only holder: no joint holders, no nominee step of the adult's.
      expect(steps).not.toContain('docs-nominee');
      expect(steps).not.toContain('joint-mode');
    }
    expect(words('docs-guardian')).toMatch(/guardian/);
    expect(words('child-bank')).toMatch(/bank account in the child’s name/);
    expect(words('child-at-18')).toMatch(/18/);
  });

  it('asks every joint holder for their own KYC, and for the mode of holding', () => {
    for (const answers of combos.filter((a) => a.who === 'joint')) {
      expect(stepsOf(answers)).toEqual(expect.arrayContaining(['docs-joint-each', 'joint-each-kyc', 'joint-mode']));
    }
    for (const answers of combos.filter((a) => a.who !== 'joint')) expect(groupIds(answers)).not.toContain('joint');
  });

  it('lists the SIP mandate and the lumpsum payment as the answer asks', () => {
    const has = (how: StartAnswers['how']) => stepsOf({ ...DEFAULT_START_ANSWERS, how });
    expect(has('sip')).toContain('invest-sip');
    expect(has('sip')).not.toContain('invest-lumpsum');
    expect(has('lumpsum')).toContain('invest-lumpsum');
    expect(has('lumpsum')).not.toContain('invest-sip');
    expect(has('both')).toEqual(expect.arrayContaining(['invest-sip', 'invest-lumpsum']));
  });

  it('uses every step for some answers, and the content has words for each', () => {
    const used = new Set(combos.flatMap(stepsOf));
    expect([...used].sort()).toEqual([...START_STEP_IDS].sort());
    for (const step of START_STEP_IDS) expect(words(step).length).toBeGreaterThan(10);
  });
});

describe('the shared link', () => {
  it('round-trips every combination', () => {
    for (const answers of combos) expect(startAnswersFromQuery(`?${startQuery(answers)}`)).toEqual({ answers, rejected: [] });
  });

  it('names the questions in the order asked', () => {
    expect(
      startQuery(DEFAULT_START_ANSWERS)
        .split('&')
        .map((pair) => pair.split('=')[0]),
    ).toEqual([...START_QUESTION_IDS]);
  });

  it('opens with the defaults, and no note, when it carries nothing', () => {
    expect(startAnswersFromQuery('')).toEqual({ answers: DEFAULT_START_ANSWERS, rejected: [] });
    expect(startAnswersFromQuery('?utm_source=whatsapp')).toEqual({ answers: DEFAULT_START_ANSWERS, rejected: [] });
  });

  it('keeps what it can read and names what it cannot, which takes its default', () => {
    const { answers, rejected } = startAnswersFromQuery('?who=child&where=mars&kyc=VALIDATED&how=%3Cscript%3E');
    expect(answers).toEqual({ ...DEFAULT_START_ANSWERS, who: 'child' });
    expect(rejected).toEqual(['where', 'kyc', 'how']);
  });

  it('does not take an inherited property name for an answer', () => {
    expect(startAnswersFromQuery('?who=constructor&kyc=toString').rejected).toEqual(['who', 'kyc']);
  });
});

describe('a link to a case’s ready checklist', () => {
  const all = startQuery({ who: 'self', where: 'abroad', kyc: 'unknown', how: 'both' });
  it('has every question answered in its query and the checklist as its hash', () => {
    expect(isReadyChecklistLink(`?${all}`, '#list', 'list')).toBe(true);
    expect(isReadyChecklistLink(`?${all}`, '', 'list')).toBe(false);
    expect(isReadyChecklistLink('?who=self', '#list', 'list')).toBe(false);
    expect(isReadyChecklistLink(`?${all.replace('abroad', 'mars')}`, '#list', 'list')).toBe(false);
  });
});
