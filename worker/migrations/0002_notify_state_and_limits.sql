-- Notifications that can fail for good, and limits the firm hears of. Applied by
-- `wrangler d1 migrations apply` (npm run preview, npm run deploy), after 0001.
-- Set while one sender (the request's own waitUntil or the cron) is e-mailing the row, so the other
-- skips it: the firm gets one e-mail per request. A claim older than a few minutes is taken over.
ALTER TABLE leads ADD COLUMN notify_claimed_at TEXT;
-- Set when the mail API refused the row's notification too many times: no more retries (the row is
-- listed in the daily digest and stays in leads:export), and later requests are never held up by it.
ALTER TABLE leads ADD COLUMN notify_failed_at TEXT;
DROP INDEX leads_pending;
-- The retry takes the fewest-tried rows first; only rows still waiting are in this index.
CREATE INDEX leads_pending ON leads (notify_attempts, id) WHERE notified_at IS NULL AND notify_failed_at IS NULL;
CREATE INDEX leads_failed ON leads (notify_failed_at) WHERE notify_failed_at IS NOT NULL;
-- One row per kind of alert and hour: the firm is told once that a limit tripped, not once per request.
CREATE TABLE alerts (
  kind TEXT NOT NULL,
  window INTEGER NOT NULL,
  PRIMARY KEY (kind, window)
);
