import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { EDITOR_DIR } from '../data/editorPath';

/** Every file below `dir`, depth first: an export's pages, chunks and payloads. */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Every exported page (.html) below `dir`. */
export async function* htmlFilesUnder(dir: string): AsyncGenerator<string> {
  for await (const path of filesUnder(dir)) if (path.endsWith('.html')) yield path;
}

/**
 * The site's own files in an export: all but the editor's folder (out/admin/, lib/build/editor.ts),
 * which is no page of the site and carries its own policy, so the crawls over out/ (links, HTML,
 * CSP hashes, flight trimming) leave it alone.
 */
export async function* siteFilesUnder(root: string): AsyncGenerator<string> {
  for await (const path of filesUnder(root)) if (!path.startsWith(join(root, EDITOR_DIR, '/'))) yield path;
}

/** The site's pages (.html) in an export, without the editor's. */
export async function* sitePagesUnder(root: string): AsyncGenerator<string> {
  for await (const path of siteFilesUnder(root)) if (path.endsWith('.html')) yield path;
}
