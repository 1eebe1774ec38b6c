import { trailCommissions } from './commissions';
import { trailCommissionsIn, trailSpanIn } from '@/lib/compliance/commissions';
import { DISCLAIMER_SECTIONS } from './disclaimer';
import { investorAwarenessFor } from '@/lib/compliance/investorAwareness';
import { privacyFor } from '@/lib/pages/privacy';
import { features } from './features';
import { featureCards } from '@/lib/pages/features';
import { fitnessWordsFor } from '@/lib/questionnaires/fitnessCheck';
import { site } from './site';
import { spuriousCallsNotice } from '@/lib/compliance/spuriousCalls';
import { toolCards } from './en/tools';
import { wordingToConfirm } from './unconfirmedWording';
import { wordsFor } from '@/lib/i18n/words';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';
import { disclaimerInOrder } from '@/lib/compliance/disclaimer';

// The Hindi legal pages say what the English say: the same sentences (placeholders), the same figures
// and dates, links to the Hindi pages, and the regulators' own lines kept in English beside a rendering.

/** Every string in a value, by its path ("pay.text"), so two languages' texts can be compared leaf by leaf. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) for (const [p, s] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, s);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The figures of a sentence: digits with their separators ("1-2", "2,000", "8(3)" gives 8 and 3). */
const figures = (s: string) => (s.match(/\d+(?:[.,-]\d+)*/g) ?? []).sort();

const pairs = {
  disclosure: [wordsFor('en').disclosure, wordsFor('hi').disclosure],
  grievance: [wordsFor('en').grievance, wordsFor('hi').grievance],
  privacy: [privacyFor('en').words, privacyFor('hi').words],
  commissions: [wordsFor('en').commissions, wordsFor('hi').commissions],
} as const;

describe.each(Object.entries(pairs))('%s in Hindi', (_, [english, hindi]) => {
  const en = leaves(english);
  const hi = leaves(hindi);

  it('has a Hindi text for every English one, with the same placeholders', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [path, text] of en) expect([path, placeholders(hi.get(path) ?? '')]).toEqual([path, placeholders(text)]);
  });

  it('keeps every figure and date of the English', () => {
    for (const [path, text] of en) {
      if (path.startsWith('schemeTypes')) continue;
      expect([path, figures(hi.get(path) ?? '')]).toEqual([path, figures(text)]);
    }
  });

  it('leaves no English sentence untranslated', () => {
    const english = [...hi].filter(([, text]) => /[a-z]{4,} [a-z]{4,} [a-z]{4,}/.test(text)).map(([path]) => path);
    expect(english).toEqual([]);
  });
});

describe('the commission disclosure by language', () => {
  it('gives the footer and About their two lines in Hindi', () => {
    const hindi = wordsFor('hi').commissions;
    expect(hindi.regularPlansOnly).not.toBe(wordsFor('en').commissions.regularPlansOnly);
    expect(hindi.limitedUniverseShort).toMatch(/फंड हाउस/);
  });

  it('keeps the trail table’s rows, order and figures in Hindi', () => {
    const hindi = trailCommissionsIn(wordsFor('hi').commissions);
    expect(hindi).toHaveLength(trailCommissions.length);
    trailCommissions.forEach((row, i) => {
      if (row.trailRange !== 'variable') expect(hindi[i]?.trailRange).toBe(row.trailRange);
    });
    expect(trailCommissionsIn(wordsFor('en').commissions)).toEqual(trailCommissions.map((row) => ({ ...row })));
    expect(trailSpanIn(wordsFor('en').commissions)).toBe('0.05% to 1.40%');
    expect(trailSpanIn(wordsFor('hi').commissions)).toContain('0.05%');
    expect(trailSpanIn(wordsFor('hi').commissions)).toContain('1.40%');
  });
});

describe('the Hindi disclaimer', () => {
  const hindi = disclaimerInOrder(wordsFor('hi').disclaimer);
  const runs = hindi.sections.flatMap((section) => section.paragraphs.flat());
  const links = runs.flatMap((run) => (typeof run === 'string' ? [] : [run]));

  it('has every section, in the English order', () => {
    expect(hindi.sections).toHaveLength(DISCLAIMER_SECTIONS.length);
    expect(disclaimerInOrder(wordsFor('en').disclaimer).sections).toHaveLength(DISCLAIMER_SECTIONS.length);
  });

  it('links every calculator and questionnaire to its Hindi page, and the regulators’ portals by their names', () => {
    for (const card of toolCards) expect(links.map((link) => link.href)).toContain(`/hi${card.path}`);
    for (const link of links) if (!link.href.startsWith('https://')) expect(link.href).toMatch(/^\/hi\//);
    expect(links.map((link) => link.text)).toEqual(expect.arrayContaining(['SEBI SCORES', 'SMART ODR']));
  });

  it('keeps every figure and date of each English section', () => {
    const words = (section: (typeof hindi.sections)[number]) =>
      section.paragraphs
        .flat()
        .map((run) => (typeof run === 'string' ? run : run.text))
        .join(' ');
    disclaimerInOrder(wordsFor('en').disclaimer).sections.forEach((section, i) => {
      const twin = hindi.sections[i];
      expect([section.heading, twin && figures(words(twin))]).toEqual([section.heading, figures(words(section))]);
    });
  });

  it('keeps the risk warning in English with its Hindi rendering beside it', () => {
    const warning = hindi.sections.find((section) => section.warning)?.warning;
    expect(warning?.official).toBe(
      disclaimerInOrder(wordsFor('en').disclaimer).sections.find((section) => section.warning)?.warning?.official,
    );
    expect(warning?.rendering).toBeTruthy();
  });
});

describe('official lines with no Hindi text of their own', () => {
  it('keep IRDAI’s spurious-calls notice in English, with a rendering of each point, flagged unconfirmed', () => {
    const { official, rendering } = spuriousCallsNotice('hi');
    // The same official English lines (each edition's words are resolved into objects of their own).
    expect(official).toEqual(spuriousCallsNotice('en').official);
    expect(rendering?.points).toHaveLength(official.points.length);
    expect(spuriousCallsNotice('en').rendering).toBeUndefined();
    expect(wordingToConfirm.map((w) => w.id)).toEqual(
      expect.arrayContaining(['hindi-spurious-calls-rendering', 'hindi-investor-awareness-rendering']),
    );
  });

  it('keep the investor-awareness points in English, each with a rendering', () => {
    const english = investorAwarenessFor('en');
    const hindi = investorAwarenessFor('hi');
    expect(hindi.points.map((p) => p.official)).toEqual(english.points.map((p) => p.official));
    for (const point of hindi.points) expect(point.rendering).toBeTruthy();
    expect(hindi.links.scores.href).toBe(english.links.scores.href);
  });
});

describe('the grievance page’s securities-market routes (N1 of the second compliance review)', () => {
  it('offers SMART ODR after the fund’s reply, through SCORES or directly, in both languages', () => {
    expect(wordsFor('en').grievance.mutualFunds.smartOdr.text).toMatch(/through SCORES or directly on the \{link\}/);
    expect(wordsFor('en').grievance.mutualFunds.smartOdr.text).not.toMatch(/after the mutual fund’s reply and SCORES/);
    expect(wordsFor('hi').grievance.mutualFunds.smartOdr.text).toMatch(/SCORES के ज़रिए या सीधे \{link\}/);
  });

  it('gives SCORES’ one-year limit in both languages', () => {
    expect(wordsFor('en').grievance.mutualFunds.scores.text).toMatch(/within one year of what the complaint is about/);
    expect(wordsFor('hi').grievance.mutualFunds.scores.text).toMatch(/एक साल के भीतर/);
  });
});

describe('the privacy notice’s processors and sent answers (N5 of the second compliance review)', () => {
  const external = (id: string) => {
    const route = features.find((f) => f.id === id)?.route ?? '';
    return route.startsWith('https://') ? [new URL(route).host] : [];
  };

  it.each(['en', 'hi'] as const)('names the web host, the “Buy MF Online” platform and the forms host (%s)', (locale) => {
    const processors = privacyFor(locale).sections.find((s) => s.id === 'privacy-who-processes-it-for-us');
    const text = (processors?.bullets ?? []).join(' ');
    expect(text).toContain(site.webHost);
    for (const host of [...external('buy-mf-online'), ...external('download-form')]) expect(text).toContain(host);
    for (const id of ['buy-mf-online', 'download-form']) {
      const card = featureCards(wordsFor(locale).features, locale).find((c) => c.id === id);
      if (card?.route.startsWith('https://')) expect(text).toContain(`“${card.heading}”`);
    }
  });

  it('says answers go to the firm only when the visitor sends them, naming the buttons that do it', () => {
    expect(privacyFor('en').words.collect.tools).toMatch(/unless you choose to send them/);
    expect(privacyFor('hi').words.collect.tools).toMatch(/जब तक आप ख़ुद उन्हें न भेजें/);
    for (const [locale, discuss] of [
      ['en', fitnessWordsFor('en').form.discuss],
      ['hi', fitnessWordsFor('hi').form.discuss],
    ] as const) {
      expect(privacyFor(locale).words.collect.tools).toContain(`“${discuss}”`);
      expect(privacyFor(locale).words.collect.tools).toContain(`“${assembleStartGuide(wordsFor(locale).start).checklist.sendLabel}”`);
    }
  });
});
