// The library home's "start here" path: a few topics a newcomer reads first, in this order, rather
// than the whole list again (the topics by group stand above it). Slugs of content/library/<lang>/;
// both editions have every topic, and content/readingPath.test.ts checks each slug is there.
export const READING_PATH = ['what-is-a-mutual-fund', 'nav', 'sip-and-lump-sum', 'riskometer', 'kyc', 'spotting-a-scam'] as const;
