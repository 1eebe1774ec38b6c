import type { UnconfirmedWording } from '../investorAwareness';
import { regulatoryTerms } from './glossary';

// Marathi renderings of the lines that must stand in English word for word. No official Marathi text of
// the mutual fund warning, the AMFI tagline or IRDAI's solicitation line could be found (AMFI's Marathi
// investor pages were searched; they say securities are "बाजाराच्या जोखमीच्या अधीन"), and the warning may
// not be altered: so each Marathi page shows the English line and this rendering beside it, and each
// rendering stays unconfirmed until the firm has its fund houses and insurers confirm the wording.
export const marathiRenderings = {
  mfRiskWarning: regulatoryTerms.mfRiskWarning,
  tagline: 'AMFI नोंदणीकृत म्युच्युअल फंड वितरक',
  insuranceSolicitation: 'विमा हा आग्रहाचा विषय आहे.',
} as const;

export const marathiRenderingsWording: UnconfirmedWording = {
  id: 'marathi-regulatory-renderings',
  confirmed: false,
  note: 'The Marathi renderings beside the mutual fund risk warning, the AMFI tagline and IRDAI’s solicitation line (content/mr/regulatory.ts): confirm them with the fund houses and insurers, or replace them with their official Marathi text.',
  sources: regulatoryTerms.sources,
};
