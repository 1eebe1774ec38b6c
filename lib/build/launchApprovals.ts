import { AMFI_RETURN_RANGE, specSipRate } from '@/content/assumedRates';
import { testimonialsData } from '@/content/data';
import type { ServiceId } from '@/content/services';
import { site } from '@/content/site';
import { decisionsNeeded, requiredApprovals } from '../compliance/approvals';
import { LOCALES, localisePath } from '../i18n/locale';

// The approvals this site's launch needs, for `npm run check:release` only: the approvals given are recorded in
// content/launchApprovals.ts, and nothing here is shown on the site (launchApprovals.test.ts checks that).

/** Every edition of a page. */
const editions = (path: `/${string}`) => LOCALES.map((locale) => localisePath(path, locale));

/** The pages that solicit insurance, in every edition: each insurer approves them before launch. */
export const INSURANCE_PAGES: readonly string[] = (['life-insurance', 'general-insurance'] as const satisfies readonly ServiceId[]).flatMap(
  (id) => editions(`/services/${id}/`),
);

/**
 * The choices the spec keeps against a guideline while they stand: testimonials on the home page
 * (content/firm.yml showTestimonials) and the SIP calculator's 1-20% slider (content/assumedRates.ts).
 */
export const releaseDecisions = decisionsNeeded({
  showTestimonials: site.showTestimonials,
  testimonials: testimonialsData.testimonials.map((t) => t.en.name),
  specSipRate,
  amfiRange: AMFI_RETURN_RANGE,
}).map((decision) => ({ decision, pages: decision.id === 'testimonials' ? editions('/') : editions('/financial-calculator/') }));

/** Who must approve what: every insurer named in content/firm.yml, the firm's compliance officer, and each decision. */
export const launchApprovalsNeeded = requiredApprovals(site.insurance.insurers, INSURANCE_PAGES, releaseDecisions);
