-- The contact requests the Worker stores before it answers (worker/contact.ts), and the per-client
-- counters of its rate limit. Applied by `wrangler d1 migrations apply` (npm run preview, npm run deploy).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  -- What the visitor is shown ("ABC-123"), and the key their browser sent: a retry finds the first row.
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  -- A SHA-256 of the fields: the same key with different fields is refused (IETF Idempotency-Key draft).
  payload_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- NULL until the firm's notification e-mail has gone; the cron trigger retries until it has.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);
CREATE INDEX leads_pending ON leads (notified_at) WHERE notified_at IS NULL;
CREATE INDEX leads_created ON leads (created_at);

CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  -- The minute (Unix time / 60) the hits fall in.
  window INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, window)
);
