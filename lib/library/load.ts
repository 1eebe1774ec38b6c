import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OLD_PAGE_ANCHORS } from '@/content/libraryText';
import { wordsFor } from '@/lib/i18n/words';
import { routes } from '@/content/routes';
import { sourcePolicy } from '@/content/sourcePolicy';
import { byLocale, type Locale } from '../i18n/locale';
import { loadRegister } from '../facts/load';
import { buildLibrary, type Library } from './library';
import { GLOSSARY_FILE, LIBRARY_DIR, SYNONYMS_FILE, type LibraryContext, type LibraryFiles } from './parse';

// Reads content/library/ from disk at build time (server components, the build's data check, the
// search index). Pages call loadLibrary(locale); the files are read and checked once per process.

/** The old single page's anchor that the home's glossary link keeps. */
export const GLOSSARY_ANCHOR = 'glossary';

function readTopics(root: string, locale: Locale): Record<string, string> {
  const dir = join(root, LIBRARY_DIR, locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => [name.slice(0, -3), readFileSync(join(dir, name), 'utf8')]),
  );
}

/** The library's files as they are on disk under `root` (the repository, by default the working directory). */
export function readLibraryFiles(root = process.cwd()): LibraryFiles {
  return {
    // A folder for a language not in the table is not read.
    topics: byLocale((_, locale) => readTopics(root, locale)),
    glossary: readFileSync(join(root, GLOSSARY_FILE), 'utf8'),
    synonyms: readFileSync(join(root, SYNONYMS_FILE), 'utf8'),
  };
}

/** The site's facts the library is checked against. */
export function libraryContext(today = new Date().toISOString().slice(0, 10)): LibraryContext {
  return {
    routes: routes.map((r) => r.path),
    oldAnchors: OLD_PAGE_ANCHORS,
    glossaryAnchor: GLOSSARY_ANCHOR,
    today,
    lastsThroughout: byLocale((_, locale) => wordsFor(locale).library.lastsThroughout),
    sourcePolicy,
    facts: { register: loadRegister(), words: byLocale((_, locale) => ({ units: wordsFor(locale).factUnits })) },
  };
}

/** Every broken rule in the library on disk, one line each: what the build's data check prints. */
export function libraryProblems(root = process.cwd()): string[] {
  return buildLibrary(readLibraryFiles(root), libraryContext()).problems;
}

let cached: Record<Locale, Library> | null = null;

/** One edition of the library, read and checked once; a broken rule throws with every problem's line. */
export function loadLibrary(locale: Locale): Library {
  if (!cached) {
    const { problems, libraries } = buildLibrary(readLibraryFiles(), libraryContext());
    if (!libraries) throw new Error(`The investor-education library has problems:\n${problems.join('\n')}`);
    cached = libraries;
  }
  return cached[locale];
}

