import { decisionsNeeded, requiredApprovals, type ApprovalRecord } from '@/lib/approvals';
import { localisePath } from '@/lib/i18n/locale';
import { AMFI_RETURN_RANGE, specSipRate } from './assumedRates';
import { testimonialsData } from './data';
import type { ServiceId } from './services';
import { site } from './site';

// The approvals a launch needs, for `npm run check:release` only: no page imports this module, so nothing here is shown on the site (content/launchApprovals.test.ts
// checks that). Record each approval below when it is given; the release check fails until all are.

/** The pages that solicit insurance, in both editions: each insurer approves them before launch. */
export const INSURANCE_PAGES: readonly string[] = (['life-insurance', 'general-insurance'] as const satisfies readonly ServiceId[]).flatMap(
  (id) => [`/services/${id}/` as const, localisePath(`/services/${id}/` as const, 'hi')],
);

/** Both editions of a page. */
const editions = (path: `/${string}`) => [path, localisePath(path, 'hi')];

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

/**
 * The approvals given so far: one entry each, for example
 * { role: 'insurer', approver: 'Sample Life Insurance Co. Ltd.', approvedBy: 'R. Mehta, Compliance Officer',
 *   approvedOn: '2026-12-01', what: 'Life and general insurance pages as built on 2026-11-30; signed copy in the compliance file' }.
 * A decision names its id and repeats, in `covers`, exactly what `npm run check:release` says it covers:
 * { role: 'compliance-officer', approver: 'The firm’s compliance officer', decision: 'spec-sip-rate',
 *   covers: 'The SIP calculator’s assumed return from 1% to 20% a year', approvedBy: 'R. Mehta, Compliance Officer',
 *   approvedOn: '2026-12-01', what: 'Accepted against AMFI’s 2-13% guideline for launch; signed note in the compliance file' }.
 */
export const launchApprovals: readonly ApprovalRecord[] = [];
