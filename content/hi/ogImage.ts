import type { OgImageText } from '../ogImage';

export const ogImageText: OgImageText = { offer: 'म्यूचुअल फंड (रेगुलर प्लान) और बीमा' };
