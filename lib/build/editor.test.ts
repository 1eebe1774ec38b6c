import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { cspMetaContent, inlineScripts } from './html';
import { serializePolicy } from './csp';
import { publishNote } from '@/content/editor';
import { EDITOR_BUNDLE, editorPolicy, editorShell, isEditorFile, LOCAL_BACKEND_URL, localBackendFor, PUBLISH_NOTE_SCRIPT } from './editor';

const policy = editorPolicy({ localBackendUrl: LOCAL_BACKEND_URL, authBaseUrl: null });

describe('the editor’s Content-Security-Policy', () => {
  it('loads scripts from the site only, with eval for Decap’s config validator and its wasm, and no inline script', () => {
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('talks to the site, GitHub’s API, the local proxy and the firm’s OAuth client, if it has one', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.github.com', new URL(LOCAL_BACKEND_URL).origin]);
    expect(editorPolicy({ localBackendUrl: LOCAL_BACKEND_URL, authBaseUrl: 'https://auth.example.in' })['connect-src']).toContain(
      'https://auth.example.in',
    );
  });
});

describe('a production build (npm run deploy sets EDITOR_LOCAL_BACKEND=off)', () => {
  it('neither names nor may connect to the local proxy', () => {
    expect(localBackendFor({ EDITOR_LOCAL_BACKEND: 'off' })).toBeNull();
    expect(localBackendFor({})).toBe(LOCAL_BACKEND_URL);
    const live = editorPolicy({ localBackendUrl: null, authBaseUrl: null });
    expect(live['connect-src']).toEqual(["'self'", 'https://api.github.com']);
    expect(serializePolicy(live)).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('the editor’s page', () => {
  const html = editorShell(policy, 'Editor', publishNote, true);

  it('is noindex, carries its policy and loads the bundle with no inline script', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(cspMetaContent(html)).toBe(serializePolicy(policy));
    expect(html).toContain(`<script src="${EDITOR_BUNDLE}"></script>`);
    expect(inlineScripts(html)).toEqual([]);
  });

  it('hands the Publish note’s script both modes’ words and whether the build names a local proxy', () => {
    const note = new DOMParser().parseFromString(html, 'text/html').querySelector(`script[src="${PUBLISH_NOTE_SCRIPT}"]`);
    expect(note?.getAttribute('data-local')).toBe(publishNote.local);
    expect(note?.getAttribute('data-live')).toBe(publishNote.live);
    expect(note?.getAttribute('data-local-backend')).toBe('true');
    expect(editorShell(policy, 'Editor', publishNote, false)).toContain('data-local-backend="false"');
  });
});

describe('the files copied from decap-cms', () => {
  const dist = readdirSync(dirname(require.resolve('decap-cms/dist/decap-cms.js')));

  it('are the bundle, its chunks and its wasm, without source maps or the second bundle', () => {
    const copied = dist.filter(isEditorFile);
    expect(copied).toContain(EDITOR_BUNDLE);
    expect(copied.some((f) => f.endsWith('.wasm'))).toBe(true);
    expect(copied.filter((f) => f.endsWith('.map') || /^(?:\d+\.)?cms\.js$/.test(f))).toEqual([]);
  });
});
