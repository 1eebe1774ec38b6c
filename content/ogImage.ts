// The words of the link-preview picture (scripts/og-image.mjs), beside the firm's name, ARN and the
// regulatory lines it takes from content/site.ts.
export type OgImageText = { offer: string };
