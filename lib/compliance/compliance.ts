const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days before expiry the build starts warning about the ARN. */
const ARN_WARNING_DAYS = 90;

export type ArnStatus =
  { state: 'valid'; daysLeft: number } | { state: 'expiring'; daysLeft: number } | { state: 'expired'; daysLeft: number };

/**
 * Where an ARN stands on `today`. The ARN is valid through the whole of its validity date
 * (Indian Standard Time), so it expires at the start of the following day.
 */
export function arnStatus(validTill: string, today: Date): ArnStatus {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(validTill);
  if (!match) throw new Error(`ARN validity date must be YYYY-MM-DD, got "${validTill}"`);
  const [, y, m, d] = match;
  // Midnight after the validity date, in IST (UTC+05:30).
  const expiresAt = Date.UTC(Number(y), Number(m) - 1, Number(d) + 1) - 330 * 60 * 1000;
  const daysLeft = Math.ceil((expiresAt - today.getTime()) / DAY_MS);
  if (daysLeft <= 0) return { state: 'expired', daysLeft };
  if (daysLeft <= ARN_WARNING_DAYS) return { state: 'expiring', daysLeft };
  return { state: 'valid', daysLeft };
}

/** How the build treats a date that has passed: refuse (a deployment), or only warn (`npm test`). */
export type DateCheckMode = 'enforce' | 'warn';

/**
 * `npm test` sets COMPLIANCE_DATE_CHECKS=warn so that the calendar alone (a sample ARN's validity
 * passing, a year since the last review) never turns CI red; any other build enforces the dates.
 */
export function dateCheckMode(env: Record<string, string | undefined>): DateCheckMode {
  return env.COMPLIANCE_DATE_CHECKS === 'warn' ? 'warn' : 'enforce';
}

type CheckOptions = {
  arn: string;
  validTill: string;
  today?: Date;
  /** Set ALLOW_EXPIRED_ARN=1 to build anyway (for example to publish a notice). */
  allowExpired?: boolean;
  warn?: (message: string) => void;
};

/**
 * Run at build time from the root layout: a site must not go live showing an expired ARN.
 * Warns when expiry is near, throws once it has passed.
 */
export function checkArnValidity({
  arn,
  validTill,
  today = new Date(),
  allowExpired = false,
  warn = console.warn,
}: CheckOptions): ArnStatus {
  const status = arnStatus(validTill, today);
  if (status.state === 'expiring') {
    warn(`[compliance] ${arn} expires on ${validTill} (${status.daysLeft} days left). Renew it with AMFI and update arn.validTill in content/firm.yml (or in the editor at /admin/).`);
  } else if (status.state === 'expired') {
    const message = `[compliance] ${arn} expired on ${validTill}. Renew it with AMFI and update arn.validTill in content/firm.yml, or set ALLOW_EXPIRED_ARN=1 to build anyway.`;
    if (!allowExpired) throw new Error(message);
    warn(message);
  }
  return status;
}

/** How many days before a review falls due the build starts warning. */
const REVIEW_WARNING_DAYS = 30;

export type ReviewStatus =
  | { state: 'current'; dueOn: string; daysLeft: number }
  | { state: 'due-soon'; dueOn: string; daysLeft: number }
  | { state: 'stale'; dueOn: string; daysLeft: number };

function parseIsoDate(value: string, what: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new Error(`${what} must be YYYY-MM-DD, got "${value}"`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/**
 * Where the last regulatory review stands on `today`: it falls due `everyMonths` calendar months
 * after `lastReviewed` (a review on 31 January is due on the last day of the month it lands in).
 */
export function reviewStatus(lastReviewed: string, everyMonths: number, today: Date): ReviewStatus {
  const { y, m, d } = parseIsoDate(lastReviewed, 'The review date');
  const monthIndex = m - 1 + everyMonths;
  const lastDayOfDueMonth = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(y, monthIndex, Math.min(d, lastDayOfDueMonth)));
  const dueOn = due.toISOString().slice(0, 10);
  // Due at the end of the due date in India (UTC+05:30), like the ARN.
  const dueAt = due.getTime() + DAY_MS - 330 * 60 * 1000;
  const daysLeft = Math.ceil((dueAt - today.getTime()) / DAY_MS);
  if (daysLeft <= 0) return { state: 'stale', dueOn, daysLeft };
  if (daysLeft <= REVIEW_WARNING_DAYS) return { state: 'due-soon', dueOn, daysLeft };
  return { state: 'current', dueOn, daysLeft };
}

type ReviewCheckOptions = {
  lastReviewed: string;
  reviewEveryMonths: number;
  today?: Date;
  mode?: DateCheckMode;
  warn?: (message: string) => void;
};

/** Run at build time beside the ARN check: tax and regulatory text must not go out unreviewed for over a year. */
export function checkRegulatoryReview({
  lastReviewed,
  reviewEveryMonths,
  today = new Date(),
  mode = 'enforce',
  warn = console.warn,
}: ReviewCheckOptions): ReviewStatus {
  const status = reviewStatus(lastReviewed, reviewEveryMonths, today);
  if (status.state === 'due-soon') {
    warn(
      `[compliance] The regulatory and tax text was last reviewed on ${lastReviewed}; a review is due by ${status.dueOn} (${status.daysLeft} days left). Review it and update content/regulatoryReview.ts.`,
    );
  } else if (status.state === 'stale') {
    const message = `[compliance] The regulatory and tax text was last reviewed on ${lastReviewed}, more than ${reviewEveryMonths} months ago (due ${status.dueOn}). Review it against the current rules and update lastReviewed in content/regulatoryReview.ts.`;
    if (mode === 'enforce') throw new Error(message);
    warn(message);
  }
  return status;
}

/** SEBI's advertisement code for mutual funds allows no testimonials: say so on every build that shows them. */
export function testimonialsWarning(showTestimonials: boolean): string | null {
  return showTestimonials
    ? "[compliance] Testimonials are switched on (showTestimonials in content/firm.yml). SEBI's advertisement code for mutual funds does not allow testimonials in mutual fund advertisements; switch them off before publishing unless your compliance officer has cleared them."
    : null;
}
