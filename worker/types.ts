// The parts of the Workers runtime this Worker uses, typed here rather than with
// @cloudflare/workers-types, whose global declarations clash with the DOM library the rest of the
// project type-checks against.

export type D1Value = string | number | null;

export interface D1Result<T> {
  results: T[];
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: D1Value[]): D1PreparedStatement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]>;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledController {
  cron: string;
  scheduledTime: number;
}

export type Env = {
  DB: D1Database;
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The firm's address the notifications go to; empty: requests wait in D1 until it is set. */
  NOTIFY_TO?: string;
  /** The sender, on a domain the mail API has verified. */
  NOTIFY_FROM?: string;
  MAIL_API_URL?: string;
  /** A secret (`wrangler secret put MAIL_API_KEY`); without it no e-mail is attempted. */
  MAIL_API_KEY?: string;
  /** The site's origin when it differs from the request's (a custom domain in front of workers.dev). */
  SITE_ORIGIN?: string;
  /** A local run's token (scripts/wrangler-dev.mjs): its readiness probe knows its own server. Never set live. */
  PREVIEW_TOKEN?: string;
  /** Requests a client (an IPv4 address, or an IPv6 /64) may store per minute; 5 unless set. */
  RATE_LIMIT_PER_MINUTE?: string;
  /** Requests the whole endpoint stores per hour, from everyone together; 60 unless set. */
  RATE_LIMIT_PER_HOUR?: string;
};
