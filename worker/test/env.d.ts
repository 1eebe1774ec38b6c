// What vitest.config.ts adds to the Worker's bindings for the tests alone.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    UNMIGRATED_DB: D1Database;
  }
}

// Vite reads a file as text when its import ends in ?raw (worker/notify.test.ts reads public/_headers).
declare module '*?raw' {
  const text: string;
  export default text;
}
