// Lets a build script import the project's TypeScript modules: `await importTs('lib/pages.ts')`.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

const projectRoot = new URL('../../', import.meta.url);

/** Imports a TypeScript module by its path from the project root. */
export function importTs(path) {
  return import(new URL(path, projectRoot).href);
}
