import { CONTEXT_WINDOW_WORDS, type ComplianceRule, type RuleScope } from '@/content/complianceRules';

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
    .split(/\n+|(?<=[.!?])\s+(?=[^a-z0-9])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

function lastWords(text: string, count: number): string {
  return text.split(/\s+/).filter(Boolean).slice(-count).join(' ');
}

function allowed(rule: ComplianceRule, sentence: string, matchIndex: number): boolean {
  const before = lastWords(sentence.slice(0, matchIndex), CONTEXT_WINDOW_WORDS);
  return rule.allowedContexts.some(
    (context) =>
      (context.before !== undefined && context.before.test(before)) || (context.sentence !== undefined && context.sentence.test(sentence)),
  );
}

/** Every phrase in `text` that breaks one of `rules` outside the contexts that rule allows. */
export function findViolations(text: string, rules: readonly ComplianceRule[]): Violation[] {
  const found: Violation[] = [];
  // Curly apostrophes and non-breaking spaces read the same to a visitor as the plain ones the rules use.
  const normalised = text.replace(/[\u2018\u2019]/g, "'").replace(/\u00a0/g, ' ');
  for (const sentence of sentences(normalised)) {
    for (const rule of rules) {
      const pattern = new RegExp(rule.pattern.source, rule.caseSensitive ? 'g' : 'gi');
      for (const match of sentence.matchAll(pattern)) {
        if (allowed(rule, sentence, match.index)) continue;
        found.push({ ruleId: rule.id, phrase: match[0], sentence, why: rule.why });
      }
    }
  }
  return found;
}

/** The rules that read one kind of text: a page's visible text, or only the names on it. */
export function rulesInScope(rules: readonly ComplianceRule[], scope: RuleScope): ComplianceRule[] {
  return rules.filter((rule) => (rule.scope ?? 'text') === scope);
}
