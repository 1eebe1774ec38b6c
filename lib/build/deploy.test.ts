import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_API_PATH } from '../contact/rules';
import { credentialProblems, deployedFormEndpoint, deployProblems, PLACEHOLDER_DATABASE_ID } from './deploy';

const ready = {
  d1_databases: [{ binding: 'DB', database_id: '6f1c2b1e-4d0a-4c61-9a53-1f0b9c2d7e11' }],
  vars: { NOTIFY_TO: 'office@arthavidya.in', NOTIFY_FROM: 'website@arthavidya.in' },
};

test('a configuration with its own database and addresses may deploy', () => {
  expect(deployProblems(ready)).toEqual([]);
});

test("the repository's placeholders are refused, each named", () => {
  const problems = deployProblems({
    d1_databases: [{ binding: 'DB', database_id: PLACEHOLDER_DATABASE_ID }],
    vars: { NOTIFY_TO: '', NOTIFY_FROM: 'website@example.com' },
  });
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/database_id is the placeholder/);
  expect(problems[1]).toMatch(/NOTIFY_TO/);
  expect(problems[2]).toMatch(/NOTIFY_FROM/);
});

test('the real wrangler.jsonc is still the placeholder one, so a deploy from this repository is refused', () => {
  // Its comments sit on lines of their own, so dropping those lines (and trailing commas) leaves JSON.
  const text = readFileSync('wrangler.jsonc', 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1');
  expect(deployProblems(JSON.parse(text))).not.toEqual([]);
});

test('a mail API address that is not https is refused: the key travels with every request', () => {
  expect(deployProblems({ ...ready, vars: { ...ready.vars, MAIL_API_URL: 'http://api.resend.com/emails' } })).toEqual([
    expect.stringMatching(/MAIL_API_URL must be an https/),
  ]);
});

describe('credentialProblems: checked before anything is built', () => {
  const all = { env: { CLOUDFLARE_API_TOKEN: 't' }, loggedIn: false, endpointMode: true, secrets: ['MAIL_API_KEY'] };

  test('nothing missing, nothing said', () => {
    expect(credentialProblems(all)).toEqual([]);
    expect(credentialProblems({ ...all, env: {}, loggedIn: true })).toEqual([]);
  });

  test('names each missing credential and setting', () => {
    const problems = credentialProblems({ env: {}, loggedIn: false, endpointMode: true, secrets: [] });
    expect(problems).toEqual([expect.stringMatching(/^CLOUDFLARE_API_TOKEN/), expect.stringMatching(/^MAIL_API_KEY/)]);
    expect(credentialProblems({ ...all, secrets: null })).toEqual([expect.stringMatching(/MAIL_API_KEY cannot be confirmed/)]);
  });

  test('the mail key is not needed when the form does not post to the site itself', () => {
    expect(credentialProblems({ ...all, endpointMode: false, secrets: [] })).toEqual([]);
  });
});

test('a deploy puts the form in endpoint mode unless the settings name a form service', () => {
  expect(deployedFormEndpoint(null)).toBe(CONTACT_API_PATH);
  expect(deployedFormEndpoint('https://forms.example.in/f/1')).toBe('https://forms.example.in/f/1');
});

test('local secrets and the local database are ignored by git, so they are never committed', () => {
  const paths = ['.dev.vars', '.dev.vars.production', '.wrangler/state/v3/d1/db.sqlite'];
  // --no-index: the rules themselves, whether or not such a file exists or was ever tracked.
  const ignored = spawnSync('git', ['check-ignore', '--no-index', ...paths], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  expect(ignored).toEqual(paths);
});

describe('npm run deploy on a fresh clone, with no credentials', () => {
  // A home with no `wrangler login` in it, and no token: what a firm has before its Cloudflare setup.
  const home = mkdtempSync(join(tmpdir(), 'deploy-home-'));
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), WRANGLER_SEND_METRICS: 'false' };
  delete env.CLOUDFLARE_API_TOKEN;

  test('stops before building, within seconds, naming each credential and setting it lacks', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'scripts/deploy.mjs'], { env, encoding: 'utf8', timeout: 60_000 });
    const said = run.stdout + run.stderr;
    expect(run.status).toBe(1);
    for (const missing of ['CLOUDFLARE_API_TOKEN', 'MAIL_API_KEY', 'database_id', 'vars.NOTIFY_TO', 'vars.NOTIFY_FROM'])
      expect(said).toContain(missing);
    // Its own clock, from the process's start to the refusal: seconds (about 2 on an idle machine, 10-25
    // on one loaded by builds), where a build takes minutes; the release check and the build never started.
    const seconds = Number(/checked in ([\d.]+) s, before building/.exec(said)?.[1]);
    expect(seconds).toBeLessThan(60);
    expect(said).not.toMatch(/> (release check|build):/);
  }, 60_000);
});
