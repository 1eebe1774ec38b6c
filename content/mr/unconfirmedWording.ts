import type { UnconfirmedWording } from '../investorAwareness';
import { investorAwarenessRenderingWording } from './investorAwareness';
import { marathiRenderingsWording } from './regulatory';
import { spuriousCallsRenderingWording } from './spuriousCalls';

/**
 * The Marathi renderings still awaiting the fund houses' and insurers' confirmation. content/
 * unconfirmedWording.ts lists each language's by name, so it takes these with one spread once the
 * Marathi edition is served; until then they block nothing, since no page shows them.
 */
export const marathiWordingToConfirm: readonly UnconfirmedWording[] = [
  marathiRenderingsWording,
  spuriousCallsRenderingWording,
  investorAwarenessRenderingWording,
];
