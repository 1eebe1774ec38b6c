import type { OgImageText } from '../ogImage';

// The link-preview picture's words in Marathi.
export const ogImageText: OgImageText = { offer: 'म्युच्युअल फंड (रेग्युलर प्लॅन) आणि विमा' };
