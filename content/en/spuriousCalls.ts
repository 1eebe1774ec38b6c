import { IRDAI_SPURIOUS_CALLS, type SpuriousCallsNotice } from '../spuriousCalls';

/** IRDAI's notice on an English page: its own words. */
export const spuriousCalls: SpuriousCallsNotice = { official: IRDAI_SPURIOUS_CALLS };
