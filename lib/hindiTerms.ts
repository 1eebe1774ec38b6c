// The checks that keep the Hindi edition's words one way (content/hi/glossary.ts): one spelling per term,
// one gender, a danda at the end of a Hindi sentence, and a gloss where a first-time reader needs one.
// Pure functions over text, shared by content/hi/glossary.test.ts (the modules as written) and
// scripts/check-hindi.mjs (the text of every exported /hi/ page).

import type { LocaleEntry } from './i18n/editions';

/** A form a term must not take: a spelling (a whole word, so "फ़र्क" does not match inside "फ़र्क़") or a pattern. */
export type Avoided = string | RegExp;

export type TermRule = {
  /** The one way the site writes the term. */
  hindi: string;
  /** How a page writes it the first time, with a gloss in brackets; exempt from `avoid`. */
  firstUse?: string;
  /** Spellings and wordings the site does not use for it. */
  avoid?: readonly Avoided[];
  /**
   * Hindi gives the word a gender; `wrongAgreement` finds words next to it that take the other one: its own
   * patterns, or 'masculine' for the usual ones of a feminine noun treated as masculine (masculineAgreement).
   */
  gender?: 'feminine' | 'masculine';
  wrongAgreement?: readonly RegExp[] | 'masculine';
};

export type TermProblem = { term: string; found: string; context: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A spelling as a pattern that also finds its inflections ("कीमत" finds "कीमतें"), but is never followed
 * by a nukta, so an avoided form without one ("फ़र्क") does not match the right one ("फ़र्क़"), and is not
 * inside a longer Latin word.
 */
function pattern(form: Avoided): RegExp {
  if (typeof form !== 'string') return new RegExp(form.source, form.flags.includes('g') ? form.flags : `${form.flags}g`);
  return new RegExp(`(?<![A-Za-z])${escape(form.normalize('NFC'))}(?![\\u093CA-Za-z])`, 'gu');
}

function contextOf(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ');
}

/** Every avoided form and every wrong agreement of the rules' terms in `text` (compared after NFC). */
export function termProblems(text: string, rules: readonly TermRule[]): TermProblem[] {
  const nfc = text.normalize('NFC');
  const found: TermProblem[] = [];
  for (const rule of rules) {
    // A first use says the term and its gloss once: the gloss may be a word the rule avoids elsewhere.
    const rest = rule.firstUse ? nfc.split(rule.firstUse.normalize('NFC')).join(rule.hindi) : nfc;
    const agreement = rule.wrongAgreement === 'masculine' ? masculineAgreement(rule.hindi) : (rule.wrongAgreement ?? []);
    for (const form of [...(rule.avoid ?? []), ...agreement])
      for (const match of rest.matchAll(pattern(form)))
        found.push({ term: rule.hindi, found: match[0], context: contextOf(rest, match.index, match[0].length) });
  }
  return found;
}

/** Postpositions and words after a noun that show it is not the subject of the verb that follows. */
const NOT_SUBJECT = 'में|से|के|की|का|को|पर|तक|और|या|ने|वाले|वाली|जैसे|जैसी|कैलकुलेटर|किस्त|किस्तों|किस्तें';

/**
 * The patterns that find a feminine noun (SIP) treated as masculine: a masculine word before it ("ऐसा SIP",
 * "बढ़ने वाला SIP", "… के मासिक SIP"), or a masculine verb it is the subject of, a few words later within
 * the clause ("SIP … नहीं देता", "SIP … निवेश करता है", "SIP … बढ़ेगा"). A bracketed gloss after the noun is
 * part of the clause.
 */
export function masculineAgreement(noun: string): RegExp[] {
  const n = escape(noun);
  const word = '[^\\s,;:।.?!()]+';
  return [
    new RegExp(`(?:ऐसा|वैसा|वाला|वाले|का|के|अपना|पहला|नया|चलता)\\s+(?:(?:मासिक|स्टेप-अप)\\s+)?${n}(?![\\p{L}\\p{M}])`, 'gu'),
    new RegExp(
      `(?<![\\p{L}\\p{M}])${n}\\)?(?:\\s+\\([^)]*\\))?(?!\\s+(?:${NOT_SUBJECT})(?![\\p{L}\\p{M}]))(?:\\s+${word}){0,7}?\\s+(?:${word}ता\\s+(?:है|था|रहता|रहेगा)|जाते\\s+हैं|(?:देता|करता|बढ़ता|चलता|रहता|होता|जाता|लेता|ख़रीदता|बचाता|फैलाता|बढ़ाता)|होगा|जाएगा|${word}ेगा)(?![\\p{L}\\p{M}])`,
      'gu',
    ),
  ];
}

/** A language's rules on how its sentences end (its entry in lib/i18n/locale.ts). */
export type SentenceRules = Pick<LocaleEntry['textRules'], 'script' | 'latinFullStopAfterScript'>;

/**
 * A sentence in the language's own script closed by a Latin full stop: a letter or sign of the script,
 * then "." and a space, a closing quote or bracket, or the end. Null where the language allows it
 * (English, and a language such as Marathi that ends sentences with a full stop).
 */
export function latinStopAfterScript(rules: SentenceRules, flags = ''): RegExp | null {
  if (!rules.script || rules.latinFullStopAfterScript) return null;
  return new RegExp(`[${rules.script}]\\.(?=\\s|$|["'’”)])`, `gu${flags}`);
}

/** Every place in `text` where a sentence in the language's script is closed by "." instead of its own end (Hindi's danda "।"). */
export function latinFullStops(text: string, rules: SentenceRules): string[] {
  const nfc = text.normalize('NFC');
  const stop = latinStopAfterScript(rules);
  return stop ? [...nfc.matchAll(stop)].map((m) => contextOf(nfc, m.index, m[0].length)) : [];
}

/** A word a first-time reader will not know, and the plain words that must stand beside it the first time. */
/**
 * A term readers may not know, and the everyday words that explain it at its first use. `glossForms`
 * are the gloss as a language that inflects it writes it after a case ending ("कॉर्पसमधून (जमा झालेल्या
 * एकूण रकमेतून)").
 */
export type JargonRule = { term: string; gloss: string; glossForms?: readonly string[] };

/**
 * The jargon whose first occurrence in `text` is not followed, within a few characters, by its gloss in
 * brackets ("कॉर्पस (जमा की गई कुल रक़म)"), nor itself in brackets after the everyday words it names
 * ("ढोबळ नियम (थंब रूल)"). Text in which a term does not occur passes.
 */
export function unglossedJargon(text: string, rules: readonly JargonRule[]): { term: string; context: string }[] {
  const nfc = text.normalize('NFC');
  const problems: { term: string; context: string }[] = [];
  for (const rule of rules) {
    const term = rule.term.normalize('NFC');
    const match = pattern(term).exec(nfc);
    if (!match) continue;
    const glosses = [rule.gloss, ...(rule.glossForms ?? [])].map((gloss) => `(${gloss.normalize('NFC')}`);
    const after = nfc.slice(match.index + match[0].length, match.index + match[0].length + Math.max(...glosses.map((g) => g.length)) + 40);
    const glossed = glosses.some((gloss) => after.replace(/^[^(]{0,12}/u, '').startsWith(gloss));
    const bracketed = nfc[match.index - 1] === '(' || nfc.slice(Math.max(0, match.index - 2), match.index) === '( ';
    if (!glossed && !bracketed)
      problems.push({ term: rule.term, context: contextOf(nfc, match.index, match[0].length) });
  }
  return problems;
}
