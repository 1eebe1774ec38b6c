import type { LoginText } from './login';

// Every word a language supplies, by page or part: content/en/index.ts and content/hi/index.ts each
// export one `Words`, and lib/locales.ts (the locale registry) hands a page its language's with one
// lookup. Each entry's type lives beside the shared facts in content/<name>.ts, so neither language's
// module imports the other's.
export type Words = {
  login: LoginText;
};
