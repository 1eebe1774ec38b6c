// What `npm run deploy` refuses to publish on top of `check:release` (content/'s SAMPLE values and
// dates): a wrangler.jsonc that still has the repository's placeholders, so a deploy can never go
// live with a database that does not exist or notifications addressed to nobody.

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
  for (const name of ['NOTIFY_TO', 'NOTIFY_FROM']) {
    const value = config.vars[name];
    if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /example\.(com|org|net)$/i.test(value)) {
      problems.push(`wrangler.jsonc: vars.${name} must be the firm's own e-mail address (docs/contact-endpoint.md).`);
    }
  }
  return problems;
}
