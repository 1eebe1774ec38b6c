import type { Words } from '../words';
import { loginText } from './login';

// The English words, one entry a page or part (the registry in lib/locales.ts points here).
export const words: Words = {
  login: loginText,
};
