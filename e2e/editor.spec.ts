import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { editorFiles, publishNote } from '@/content/editor';
import { LOCAL_BACKEND_PORT, LOCAL_BACKEND_URL } from '@/lib/build/editor';
import { RULES, SAME_AS_PHONE, type FirmFile, type PeopleFile, type SettingsFile, type TestimonialsFile } from '@/lib/data/firmSchema';
import { EDITOR_DIR } from '@/lib/data/editorPath';
import { LOCALES, localisePath } from '@/lib/i18n/locale';
import { allPages } from '@/lib/pages/pages';
import { expect, test } from './fixtures';

// The editor at /admin/ (Decap CMS) driven through its own UI against its local backend: decap-server
// serving a temporary copy of the data files, so the working tree is never touched. The first test
// changes the firm's phone and a testimonial's Hindi text, saves, and finds both in what the build
// reads from the copy (the build's own modules); the second types an
// EUIN the schema refuses and sees the editor refuse it too.

let copy = '';
const children: ChildProcess[] = [];

/** Runs a command to its end and resolves to what it printed; rejects with its output when it fails. */
function output(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let all = '';
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (all += chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (all += chunk.toString()));
    child.on('close', (code) => (code === 0 ? done(stdout) : fail(new Error(`${command} ${args.join(' ')} failed:\n${all.slice(-3000)}`))));
  });
}

const run = async (command: string, args: string[], env: Record<string, string>) => void (await output(command, args, env));

/**
 * Starts a long-running process and resolves once `ready` answers. A process that ends before that
 * (its port taken) fails at once: otherwise whatever else listens there would answer for it.
 */
async function start(command: string, args: string[], env: Record<string, string>, ready: () => Promise<boolean>): Promise<void> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  await expect
    .poll(
      async () => {
        if (exited !== null) throw new Error(`${command} ${args.join(' ')} exited (${exited}) before it answered`);
        return ready().catch(() => false);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const dataFile = async <T>(file: string): Promise<T> => parse(await readFile(join(copy, file), 'utf8')) as T;
// A poll can read the file between the editor's truncating and writing it: an empty file parses as null.
const savedDataFile = async <T>(file: string): Promise<T | undefined> => (await dataFile<T | null>(file)) ?? undefined;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'editor-e2e-'));
  await cp('content', join(copy, 'content'), { recursive: true, filter: (src) => !/\.(ts|tsx)$/.test(src) });
  await start(
    process.execPath,
    [resolve('node_modules/decap-server/dist/index.js')],
    { PORT: String(LOCAL_BACKEND_PORT), GIT_REPO_DIRECTORY: copy, LOG_LEVEL: 'warn' },
    // Its answer names the folder it serves: this copy, not one a server left running on the port serves.
    async () => {
      const response = await fetch(LOCAL_BACKEND_URL, {
        method: 'POST',
        body: '{"action":"info"}',
        headers: { 'Content-Type': 'application/json' },
      });
      return ((await response.json()) as { repo?: string }).repo === basename(copy);
    },
  );
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await rm(copy, { recursive: true, force: true });
});

const words = (file: keyof typeof editorFiles) => editorFiles[file];

/** Opens one data file in the editor, signed in to the local backend. */
async function openFile(page: Page, file: keyof typeof editorFiles): Promise<void> {
  await page.goto('/admin/');
  const { label } = words(file);
  // The collections' sidebar comes first, then the collection's one file. Decap keeps the sign-in.
  const collection = page.getByRole('link', { name: label, exact: true }).first();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(collection)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await collection.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  // The file's card renders after the heading: until it does, the last such link is the sidebar's.
  const links = page.getByRole('link', { name: label, exact: true });
  await expect(links).toHaveCount(2);
  await links.last().click();
}

async function publish(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  // Enabled once Decap has registered the change.
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The label the editor gives a field (content/editor.ts). */
const labelOf = (file: keyof typeof editorFiles, path: string) => words(file).fields[path]?.label ?? '';

test('the firm’s phone and a testimonial’s Hindi text, changed in the editor, are what the build reads @desktop', async ({ page }) => {
  const firm = await dataFile<FirmFile>('content/firm.yml');
  const firmText = await readFile(join(copy, 'content/firm.yml'), 'utf8');
  const last4 = firm.phone.e164.slice(-4) === '2468' ? '1357' : '2468';
  const phone = { e164: firm.phone.e164.replace(/\d{4}$/, last4), display: firm.phone.display.replace(/\d{4}$/, last4) };

  await openFile(page, 'content/firm.yml');
  const e164Field = page.getByLabel(labelOf('content/firm.yml', 'phone.e164'), { exact: true });
  const displayField = page.getByLabel(labelOf('content/firm.yml', 'phone.display'), { exact: true });
  // Decap renders the fields before it loads the entry into them: typing earlier is overwritten.
  await expect(e164Field).toHaveValue(firm.phone.e164);
  await expect(displayField).toHaveValue(firm.phone.display);
  await e164Field.fill(phone.e164);
  await displayField.fill(phone.display);
  await expect(e164Field).toHaveValue(phone.e164);
  await expect(displayField).toHaveValue(phone.display);
  // What Publish does is said right under the button (the local editor's words: decap-server on this
  // machine), and the button names it as its description.
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  const note = page.getByText(publishNote.local, { exact: true });
  await expect(note).toBeVisible();
  await expect(publishButton).toHaveAccessibleDescription(publishNote.local);
  const [buttonBox, noteBox] = [await publishButton.boundingBox(), await note.boundingBox()];
  const gap = (noteBox?.y ?? Infinity) - (buttonBox?.y ?? 0) - (buttonBox?.height ?? 0);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(24);
  expect((noteBox?.x ?? 0) + (noteBox?.width ?? 0)).toBeCloseTo((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0), -1);
  await publish(page);
  await expect.poll(async () => (await savedDataFile<FirmFile>('content/firm.yml'))?.phone).toEqual(phone);
  // The file was in the editor's own form (lib/build/decapYaml.ts), so the save changed two lines, the two values.
  const saved = (await readFile(join(copy, 'content/firm.yml'), 'utf8')).split('\n');
  const before = firmText.split('\n');
  expect(saved).toHaveLength(before.length);
  expect(saved.filter((line, i) => line !== before[i])).toEqual([`  display: ${phone.display}`, `  e164: "${phone.e164}"`]);

  const { testimonials } = await dataFile<TestimonialsFile>('content/testimonials.yml');
  const first = testimonials[0];
  if (!first) throw new Error('content/testimonials.yml lists no testimonial');
  const quote = `${first.hi.quote} (संपादित)`;
  await openFile(page, 'content/testimonials.yml');
  // The Hindi beside its English original (public/admin/editor.css), on a desktop's width.
  const label = (path: string) => page.getByLabel(labelOf('content/testimonials.yml', path), { exact: true }).first();
  const [english, hindi] = [await label('testimonials.en.quote').boundingBox(), await label('testimonials.hi.quote').boundingBox()];
  expect(hindi?.x).toBeGreaterThanOrEqual((english?.x ?? Infinity) + (english?.width ?? 0));
  expect(Math.abs((hindi?.y ?? 0) - (english?.y ?? Infinity))).toBeLessThan(100);
  await label('testimonials.hi.quote').fill(quote);
  await publish(page);
  await expect.poll(async () => (await savedDataFile<TestimonialsFile>('content/testimonials.yml'))?.testimonials[0]?.hi.quote).toBe(quote);
  // What the editor wrote still passes the schema, and the other data it did not touch is unchanged.
  expect((await dataFile<TestimonialsFile>('content/testimonials.yml')).testimonials.slice(1)).toEqual(testimonials.slice(1));

  // What the build reads from the copy, through the build's own modules (e2e/dataAsBuilt.ts): the data
  // check passes, every page's phone and WhatsApp links carry the new number, and the Hindi home page's
  // first quote is the edited one. That pages show what those modules return is every other spec's
  // check against the suite's own build (home.spec.ts, pages.spec.ts), so no third export is made here.
  const env = { DATA_ROOT: copy };
  await run(process.execPath, ['--import', 'tsx', 'scripts/check-data.mjs'], env);
  const built = JSON.parse(await output(process.execPath, ['--import', 'tsx', 'e2e/dataAsBuilt.ts'], env)) as {
    phone: typeof phone;
    whatsapp: { e164: string } | null;
    quotes: Record<string, string[]>;
  };
  expect(built.phone).toEqual(phone);
  expect(built.quotes.hi?.[0]).toBe(quote);
  // The other editions' quotes are the client's own words in their language: untouched.
  for (const locale of LOCALES.filter((l) => l !== 'hi')) expect(built.quotes[locale]?.[0], locale).toBe(testimonials[0]?.[locale].quote);
  // WhatsApp is "same as phone" in the sample data: it followed the phone without being edited.
  if (firm.whatsapp === SAME_AS_PHONE) expect(built.whatsapp?.e164).toBe(phone.e164);
});

test.describe('a value the schema refuses', () => {
  // Decap rejects its save promise with nothing when a field fails its pattern: the refusal itself.
  test.use({ expectedConsoleErrors: [/^Uncaught: undefined$/] });

  test('the editor refuses an EUIN the schema refuses, with the schema’s rule, and saves nothing @desktop', async ({ page }) => {
    const before = await readFile(join(copy, 'content/people.yml'), 'utf8');
    const { people } = await dataFile<PeopleFile>('content/people.yml');
    const person = people[0];
    if (!person) throw new Error('content/people.yml lists no one');
    const label = labelOf('content/people.yml', 'people.euin');

    await openFile(page, 'content/people.yml');
    await page.getByLabel(label, { exact: true }).first().fill('E12345');
    await publish(page);
    await expect(page.getByText(`${label} ${RULES.euin}`)).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    expect(await readFile(join(copy, 'content/people.yml'), 'utf8')).toBe(before);
  });
});

test('the site’s settings are a collection of their own, and the firm’s form shows none of them @desktop', async ({ page }) => {
  const settings = await dataFile<SettingsFile>('content/settings.yml');
  const siteAddress = labelOf('content/settings.yml', 'url');

  await openFile(page, 'content/settings.yml');
  await expect(page.getByLabel(siteAddress, { exact: true })).toHaveValue(settings.url);
  await openFile(page, 'content/firm.yml');
  // Loaded: the firm's own first field holds its value; no settings field stands among them.
  await expect(page.getByLabel(labelOf('content/firm.yml', 'name'), { exact: true })).toHaveValue(
    (await dataFile<FirmFile>('content/firm.yml')).name,
  );
  await expect(page.getByLabel(siteAddress, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(labelOf('content/settings.yml', 'contactFormEndpoint'), { exact: true })).toHaveCount(0);
});

test('the editor is noindex, has its own policy, and no page of the site links to it or loads it @desktop', async ({ request }) => {
  const editor = await request.get(`/${EDITOR_DIR}/`);
  expect(editor.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(editor.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  const html = await editor.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-eval'/);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Disallow: /${EDITOR_DIR}/`);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/${EDITOR_DIR}/`);
  for (const locale of LOCALES)
    for (const { path } of allPages) {
      const response = await request.get(localisePath(path, locale));
      expect([path, response.status(), (await response.text()).includes(`/${EDITOR_DIR}/`)]).toEqual([path, 200, false]);
    }
});
