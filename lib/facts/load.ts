import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildRegister, FACTS_DIR, referenceProblems, type Register } from './register';

// Reads the register (content/facts/*.yml) from disk at build time: the words' registry (lib/i18n/words.ts),
// the library and the build's check. Read and checked once per process.

/** The register's files under `root`: path (relative, with forward slashes) -> text. */
export function readRegisterFiles(root = process.cwd()): Record<string, string> {
  const dir = join(root, FACTS_DIR);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.yml'))
      .sort()
      .map((name) => [`${FACTS_DIR}/${name}`, readFileSync(join(dir, name), 'utf8')]),
  );
}

let cached: Register | null = null;

/** The register, read and checked once; a broken rule throws with every problem's line. */
export function loadRegister(): Register {
  if (!cached) {
    const { problems, register } = buildRegister(readRegisterFiles());
    if (!register) throw new Error(`The register of facts (${FACTS_DIR}/) has problems:\n${problems.join('\n')}`);
    cached = register;
  }
  return cached;
}

/** The files whose text may quote a fact: every language's words, the library and the register's changes (tests excepted). */
function quotingFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|md|yml)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        found.push(path);
    }
  };
  walk(join(root, 'content'));
  return found.sort();
}

/** Every broken rule of the register and every reference that names no fact, one line each (the build's check). */
export function factProblems(root = process.cwd()): string[] {
  const { problems, register } = buildRegister(readRegisterFiles(root));
  if (!register) return problems;
  return quotingFiles(root).flatMap((path) =>
    referenceProblems(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'), register),
  );
}
