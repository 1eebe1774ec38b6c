import type { Locale } from '@/lib/locale';
import { ogImageText as hindi } from './hi/ogImage';

// The words of the link-preview picture (scripts/og-image.mjs), beside the firm's name, ARN and the
// regulatory lines it takes from content/site.ts.
export type OgImageText = { offer: string };

const english: OgImageText = { offer: 'Mutual funds (Regular Plans) and insurance' };

export function ogImageText(locale: Locale): OgImageText {
  return locale === 'hi' ? hindi : english;
}
