import { illustrationDisclaimer } from './assumedReturns';
import { investorAwarenessRenderingWording } from './hi/investorAwareness';
import { hindiRenderingsWording } from './hi/regulatory';
import { spuriousCallsRenderingWording } from './hi/spuriousCalls';
import { investorAwareness, type UnconfirmedWording } from './investorAwareness';
import { marathiWordingToConfirm } from './mr/unconfirmedWording';

/**
 * Every text on the site whose exact official wording could not be read in a primary source. Each
 * stays listed by `npm run check:release` (and so blocks a release) until the firm confirms it and
 * sets `confirmed: true` beside the text.
 */
export const wordingToConfirm: readonly UnconfirmedWording[] = [
  investorAwareness.wording,
  {
    id: 'illustration-disclaimer',
    confirmed: illustrationDisclaimer.confirmed,
    note: illustrationDisclaimer.toConfirm,
    sources: illustrationDisclaimer.sources,
  },
  hindiRenderingsWording,
  spuriousCallsRenderingWording,
  investorAwarenessRenderingWording,
  ...marathiWordingToConfirm,
];
