import type { Locale } from '@/lib/i18n/locale';

// The shape of a compliance rule (content/complianceRules.ts holds the rules; each language's own rules,
// such as content/mr/complianceRules.ts, are typed by this module and joined there).

export type Source = { title: string; url: `https://${string}` | `http://${string}` };

/**
 * Text that makes a hit acceptable. `before` is tested against the few words in front of the phrase
 * in the same sentence (a negation or a warning that governs it); `after` against the few words after
 * it, up to the next comma (Hindi puts the negation after the phrase: "… की गारंटी नहीं है"); `clause`
 * against the part of the sentence between semicolons that holds the phrase;
 * `sentence` against the whole sentence.
 */
export type AllowedContext = { name: string; before?: RegExp; after?: RegExp; clause?: RegExp; sentence?: RegExp };

/**
 * What a rule reads: a page's visible text (`text`, the default), or only what names the page and its
 * parts (`names`: title, Open Graph title, headings and the names of services wherever they are linked).
 */
export type RuleScope = 'text' | 'names';

export type ComplianceRule = {
  id: string;
  pattern: RegExp;
  scope?: RuleScope;
  /**
   * The one language whose pages it reads, for words that mean something else in another language of the
   * same script (Marathi's योजना is a scheme, not a plan; Hindi's "सर्वाधिकार सुरक्षित" reserves rights);
   * absent: every page.
   */
  locale?: Locale;
  caseSensitive?: boolean;
  why: string;
  sources: readonly Source[];
  allowedContexts: readonly AllowedContext[];
};
