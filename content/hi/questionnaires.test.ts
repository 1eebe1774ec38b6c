import { fitnessWordsFor } from '@/lib/questionnaires/fitnessCheck';
import { wordsFor } from '@/lib/i18n/words';

// What the types cannot hold of the Hindi questionnaire words: optional lines present exactly where
// the English has them, and no advice or promise words (the build's compliance check scans the pages;
// this catches them where they are written).

const risk = { en: wordsFor('en').riskProfile, hi: wordsFor('hi').riskProfile };
const fitness = { en: fitnessWordsFor('en'), hi: fitnessWordsFor('hi') };

/** Every string in a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

it('gives a Hindi hint to exactly the questions that have one in English', () => {
  for (const id of Object.keys(risk.en.questions) as (keyof typeof risk.en.questions)[])
    expect({ id, hint: Boolean(risk.hi.questions[id].hint) }).toEqual({ id, hint: Boolean(risk.en.questions[id].hint) });
});

it('gives a Hindi hint and not-applicable line exactly where the English has one', () => {
  for (const name of Object.keys(fitness.en.fields) as (keyof typeof fitness.en.fields)[])
    expect({ name, hint: Boolean(fitness.hi.fields[name].hint) }).toEqual({ name, hint: Boolean(fitness.en.fields[name].hint) });
  for (const id of Object.keys(fitness.en.areas) as (keyof typeof fitness.en.areas)[])
    expect({ id, notApplicable: Boolean(fitness.hi.areas[id].notApplicable) }).toEqual({
      id,
      notApplicable: Boolean(fitness.en.areas[id].notApplicable),
    });
});

it('keeps every placeholder of the English templates in the Hindi ones', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const pairs: [string, string][] = [
    ...Object.entries(risk.en.text.quiz).map(([k, v]) => [v, risk.hi.text.quiz[k as keyof typeof risk.hi.text.quiz]] as [string, string]),
    ...Object.entries(risk.en.text.result).map(
      ([k, v]) => [v, risk.hi.text.result[k as keyof typeof risk.hi.text.result]] as [string, string],
    ),
    [fitness.en.result.total, fitness.hi.result.total],
    [fitness.en.result.rule, fitness.hi.result.rule],
    [fitness.en.form.status, fitness.hi.form.status],
    [fitness.en.form.summary, fitness.hi.form.summary],
  ];
  for (const [english, hindi] of pairs) expect({ hindi, keys: placeholders(hindi) }).toEqual({ hindi, keys: placeholders(english) });
});

it('describes what people often look at, never telling the visitor what to do', () => {
  for (const area of Object.values(fitness.hi.areas))
    for (const text of Object.values(area.lookAt)) {
      expect(text).not.toMatch(/(^|\s)आप(को|का|की|के|ने)?(\s|$)/);
      // Hindi polite imperatives end in -एँ/-ें ("रखें", "जोड़ें"); the descriptions are verbal nouns.
      expect(text).not.toMatch(/[ेए][ंँ]।?$/);
    }
});

it('uses no advice, planning or promise words of the firm', () => {
  const all = [...strings(risk.hi), ...strings(fitness.hi), ...strings(wordsFor('hi').questionnaires)].join(' ').normalize('NFC');
  expect(all).not.toMatch(
    /सलाह|परामर्श|एडवाइ[ज़ज]र|वित्तीय (योजना|नियोजन)|फ़?फाइनेंशियल प्लान|गारंटी|सुनिश्चित|पक्का रिटर्न|जोखिम-मुक्त|बिना जोखिम|दोगुना/,
  );
  expect(all).not.toMatch(/(आपको|आप) .{0,20}में निवेश (करना चाहिए|करें)/);
});
