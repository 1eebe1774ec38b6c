// Runs before each test file: applyD1Migrations applies only the migrations not yet applied, so a
// second run is harmless.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
