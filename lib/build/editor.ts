// The editor at /admin/ (Decap CMS): its folder in the export, its own Content-Security-Policy and
// its shell page. Pure: scripts/admin.mjs writes them at the end of the build. The editor is no page
// of the site: the route table does not list it, so the sitemap, the budgets and the compliance and
// Hindi checks never see it, and the crawls over out/ (links, HTML, CSP hashes) skip its folder.
import { serializePolicy, type Directives } from './csp';

export { EDITOR_DIR } from '../data/editorPath';

/** Decap's own bundle (from node_modules, never a CDN); its lazy chunks and wasm load beside it. */
export const EDITOR_BUNDLE = 'decap-cms.js';

/**
 * The admin page's own script (public/admin/): it puts what Publish does beside Decap's Publish button,
 * where it is pressed. A file from the site, so the policy needs no inline script.
 */
export const PUBLISH_NOTE_SCRIPT = 'publish-note.js';

/** What Publish does in each mode (content/editor.ts). */
export type PublishNote = { local: string; live: string };

/** Files of decap-cms/dist the editor needs: the bundle, its chunks, its wasm; not the source maps. */
export const isEditorFile = (name: string): boolean => /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(name);

/** Where Decap looks for its local proxy (decap-server: `npm run editor:local`, and the e2e suite's). */
export const LOCAL_BACKEND_PORT = 8082;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;

/**
 * The local proxy for a build that stays on this machine; null for production (`npm run deploy` sets
 * EDITOR_LOCAL_BACKEND=off), whose editor then neither names nor may connect to 127.0.0.1.
 */
export const localBackendFor = (env: Record<string, string | undefined>): string | null =>
  env.EDITOR_LOCAL_BACKEND === 'off' ? null : LOCAL_BACKEND_URL;

export type EditorPolicySettings = {
  /** decap-server's address (the local backend), which Decap calls only on localhost; null in production. */
  localBackendUrl: string | null;
  /** The OAuth client's origin, if the firm runs its own (docs/firm/publishing.md). */
  authBaseUrl: string | null;
};

/**
 * What Decap needs and nothing more: its bundle from this site, eval for its config validator (ajv
 * compiles schemas into functions) and wasm, inline styles (emotion writes <style> elements), the
 * GitHub API and GitHub's avatars; the local proxy only on the developer's own machine.
 */
export function editorPolicy(settings: EditorPolicySettings): Directives {
  const local = settings.localBackendUrl ? [new URL(settings.localBackendUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.github.com', ...local, ...(settings.authBaseUrl ? [settings.authBaseUrl] : [])],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell page Decap fills: noindex, its policy first in <head>, the bundle, and the Publish note's
 * script with both modes' words; it picks the local one only where Decap uses the local proxy (a build
 * that names one, opened on this machine).
 */
export function editorShell(policy: Directives, title: string, note: PublishNote, localBackend: boolean): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(serializePolicy(policy))}">
    <meta name="robots" content="noindex, nofollow">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="icon" href="/icon.svg">
    <link rel="stylesheet" href="editor.css">
  </head>
  <body>
    <script src="${EDITOR_BUNDLE}"></script>
    <script src="${PUBLISH_NOTE_SCRIPT}" data-local-backend="${localBackend}" data-local="${escapeAttribute(note.local)}" data-live="${escapeAttribute(note.live)}"></script>
  </body>
</html>
`;
}
