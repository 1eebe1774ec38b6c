import type * as english from './en';

// Every word a language supplies, by page or part: the English index (content/en/index.ts) is the shape,
// each entry typed by its module's type beside the shared figures in content/<name>.ts. The registry
// (lib/i18n/words.ts) holds every other language's index to it, so a module missing from a language, or
// one of the wrong type, fails the type check; lib/i18n/localeShape.ts names the difference at run time.
export type Words = typeof english;
