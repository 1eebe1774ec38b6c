import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

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
