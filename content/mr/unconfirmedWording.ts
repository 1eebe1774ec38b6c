import type { UnconfirmedWording } from '../investorAwareness';
import { investorAwarenessRenderingWording } from './investorAwareness';
import { marathiRenderingsWording } from './regulatory';
import { spuriousCallsRenderingWording } from './spuriousCalls';

/** The Marathi renderings still awaiting the fund houses' and insurers' confirmation (content/unconfirmedWording.ts lists them). */
export const marathiWordingToConfirm: readonly UnconfirmedWording[] = [
  marathiRenderingsWording,
  spuriousCallsRenderingWording,
  investorAwarenessRenderingWording,
];
