import type { OgImageText } from '../ogImage';

// The link-preview picture's words in English.
export const ogImageText: OgImageText = { offer: 'Mutual funds (Regular Plans) and insurance' };
