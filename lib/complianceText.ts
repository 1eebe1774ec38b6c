import { AFTER_WINDOW_WORDS, CONTEXT_WINDOW_WORDS, type ComplianceRule, type RuleScope } from '@/content/complianceRules';
import type { Locale } from './i18n/locale';

export type Violation = {
  ruleId: string;
  /** The words that matched, as they appear on the page. */
  phrase: string;
  /** The sentence they appear in, for the report. */
  sentence: string;
  why: string;
};

/**
 * Splits page text into sentences: at a line break (each block of the page is its own line) and
 * after ".", "!" or "?" followed by a space. Good enough to show a reader where a phrase sits and to
 * keep a negation in one sentence from excusing a phrase in the next.
 */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?।])\s+(?=[^a-z0-9])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

function lastWords(text: string, count: number): string {
  return text.split(/\s+/).filter(Boolean).slice(-count).join(' ');
}

/** The few words after a phrase, up to the next comma or semicolon: where a Hindi negation governs it. */
function nextWords(text: string, count: number): string {
  const clause = text.split(/[,;:]/)[0] ?? '';
  return clause.split(/\s+/).filter(Boolean).slice(0, count).join(' ');
}

function allowed(rule: ComplianceRule, sentence: string, match: RegExpExecArray | RegExpMatchArray): boolean {
  const index = match.index ?? 0;
  const before = lastWords(sentence.slice(0, index), CONTEXT_WINDOW_WORDS);
  const after = ` ${nextWords(sentence.slice(index + match[0].length), AFTER_WINDOW_WORDS)}`;
  const clauseStart = sentence.lastIndexOf(';', index) + 1;
  const clauseEnd = sentence.indexOf(';', index);
  const clause = sentence.slice(clauseStart, clauseEnd === -1 ? undefined : clauseEnd).trim();
  return rule.allowedContexts.some(
    (context) =>
      (context.before !== undefined && context.before.test(before)) ||
      (context.after !== undefined && context.after.test(after)) ||
      (context.clause !== undefined && context.clause.test(clause)) ||
      (context.sentence !== undefined && context.sentence.test(sentence)),
  );
}

/**
 * The form rules match: Unicode NFC, with the Devanagari nukta dropped, so "बाज़ार" (precomposed or
 * with a combining nukta) and "बाजार" read alike; curly apostrophes and non-breaking spaces as the plain ones.
 */
export function matchingForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093c/g, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u00a0/g, ' ');
}

/** Every phrase in `text` that breaks one of `rules` outside the contexts that rule allows. */
export function findViolations(text: string, rules: readonly ComplianceRule[]): Violation[] {
  const found: Violation[] = [];
  for (const sentence of sentences(matchingForm(text))) {
    for (const rule of rules) {
      const pattern = new RegExp(rule.pattern.source, `${rule.caseSensitive ? 'g' : 'gi'}${rule.pattern.unicode ? 'u' : ''}`);
      for (const match of sentence.matchAll(pattern)) {
        if (allowed(rule, sentence, match)) continue;
        found.push({ ruleId: rule.id, phrase: match[0], sentence, why: rule.why });
      }
    }
  }
  return found;
}

/** The rules that read one kind of text (a page's visible text, or only the names on it) on a page of `locale` (every rule when absent). */
export function rulesInScope(rules: readonly ComplianceRule[], scope: RuleScope, locale?: Locale): ComplianceRule[] {
  return rules.filter((rule) => (rule.scope ?? 'text') === scope && (!locale || !rule.locale || rule.locale === locale));
}
