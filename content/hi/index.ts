import type { Words } from '../words';
import { loginText } from './login';

// The Hindi words, one entry a page or part (the registry in lib/locales.ts points here).
export const words: Words = {
  login: loginText,
};
