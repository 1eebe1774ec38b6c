const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days before expiry the build starts warning about the ARN. */
export const ARN_WARNING_DAYS = 90;

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
    warn(`[compliance] ${arn} expires on ${validTill} (${status.daysLeft} days left). Renew it with AMFI and update content/site.ts.`);
  } else if (status.state === 'expired') {
    const message = `[compliance] ${arn} expired on ${validTill}. Renew it with AMFI and update arn.validTill in content/site.ts, or set ALLOW_EXPIRED_ARN=1 to build anyway.`;
    if (!allowExpired) throw new Error(message);
    warn(message);
  }
  return status;
}
