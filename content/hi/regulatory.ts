import type { UnconfirmedWording } from '../investorAwareness';

// Hindi renderings of the lines that must stand in English word for word. No official Hindi text of
// the mutual fund warning, the AMFI tagline or IRDAI's solicitation line could be found (AMFI's
// Hindi investor pages and SEBI's Hindi circulars were searched), and the warning may not be
// altered: so each Hindi page shows the English line and this rendering beside it, and each
// rendering stays unconfirmed (npm run check:release lists it) until the firm has its fund houses and
// insurers confirm the wording.
export const hindiRenderings = {
  mfRiskWarning: 'म्यूचुअल फंड निवेश बाज़ार जोखिमों के अधीन हैं, योजना संबंधी सभी दस्तावेज़ ध्यान से पढ़ें।',
  tagline: 'AMFI में रजिस्टर्ड म्यूचुअल फंड डिस्ट्रीब्यूटर',
  insuranceSolicitation: 'बीमा आग्रह की विषय-वस्तु है।',
} as const;

export const hindiRenderingsWording: UnconfirmedWording = {
  id: 'hindi-regulatory-renderings',
  confirmed: false,
  note: 'The Hindi renderings beside the mutual fund risk warning, the AMFI tagline and IRDAI’s solicitation line (content/hi/regulatory.ts): confirm them with the fund houses and insurers, or replace them with their official Hindi text.',
  sources: [],
};
