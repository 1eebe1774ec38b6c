// What `npm run deploy` refuses to publish on top of `check:release` (content/'s SAMPLE values and
// dates): a wrangler.jsonc that still has the repository's placeholders, so a deploy can never go
// live with a database that does not exist or notifications addressed to nobody; and, checked in
// seconds before anything is built, missing credentials and (in endpoint mode) a missing mail key.

import { CONTACT_API_PATH } from '../contact/rules';

/**
 * Where the deployed form posts: the form service content/settings.yml names, else the site's own
 * endpoint, so on Cloudflare a call-back request reaches the firm's database and not the visitor's
 * e-mail app, with nothing to set.
 */
export function deployedFormEndpoint(configured: string | null): string {
  return configured ?? CONTACT_API_PATH;
}

export type DeployConfig = {
  d1_databases: { binding: string; database_id?: string }[];
  vars: Record<string, unknown>;
};

export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

export function deployProblems(config: DeployConfig): string[] {
  const problems: string[] = [];
  const db = config.d1_databases.find((d) => d.binding === 'DB');
  if (!db?.database_id || db.database_id === PLACEHOLDER_DATABASE_ID) {
    problems.push(
      'wrangler.jsonc: d1_databases[DB].database_id is the placeholder; put the id `wrangler d1 create` printed (docs/hosting.md, step 3).',
    );
  }
  const mailApi = config.vars.MAIL_API_URL;
  if (typeof mailApi === 'string' && mailApi && !mailApi.startsWith('https://')) {
    problems.push(`wrangler.jsonc: vars.MAIL_API_URL must be an https:// address: the mail API key is sent to it (now "${mailApi}").`);
  }
  for (const name of ['NOTIFY_TO', 'NOTIFY_FROM']) {
    const value = config.vars[name];
    if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /example\.(com|org|net)$/i.test(value)) {
      problems.push(`wrangler.jsonc: vars.${name} must be the firm's own e-mail address (docs/contact-endpoint.md).`);
    }
  }
  return problems;
}

export type Preflight = {
  /** process.env: CLOUDFLARE_API_TOKEN. */
  env: Record<string, string | undefined>;
  /** `wrangler login` has left its OAuth token on this machine (a person deploying by hand). */
  loggedIn: boolean;
  /** The form posts to the site's own /api/contact: the firm must get its e-mail. */
  endpointMode: boolean;
  /** The Worker's secrets (`wrangler secret list`), or null when they could not be listed. */
  secrets: string[] | null;
};

/** Each missing credential or setting, named, with where to set it (docs/hosting.md). */
export function credentialProblems({ env, loggedIn, endpointMode, secrets }: Preflight): string[] {
  const problems: string[] = [];
  if (!env.CLOUDFLARE_API_TOKEN && !loggedIn) {
    problems.push(
      'CLOUDFLARE_API_TOKEN is not set (and no `wrangler login` on this machine): set it to the API token of docs/hosting.md, step 5 (in GitHub: the secret of that name).',
    );
  }
  if (endpointMode && secrets !== null && !secrets.includes('MAIL_API_KEY')) {
    problems.push(
      'MAIL_API_KEY is not a secret of the Worker: without it no request reaches the firm by e-mail. Set it once: ./node_modules/.bin/wrangler secret put MAIL_API_KEY (docs/contact-endpoint.md, "E-mail").',
    );
  }
  if (endpointMode && secrets === null) {
    problems.push(
      'MAIL_API_KEY cannot be confirmed: the Worker\'s secrets could not be listed (wrangler secret list needs the credentials and the network). If it was never set: ./node_modules/.bin/wrangler secret put MAIL_API_KEY (docs/contact-endpoint.md, "E-mail").',
    );
  }
  return problems;
}
