// What readers ask that a page answers, in their own everyday words (content/library/<lang>/asked.yml):
// a few phrases a page, which describe the thing rather than name it ("दर महिन्याला थोडे थोडे पैसे
// फंडात" for a SIP, "units came out a little short" for stamp duty). A word-matching index finds a page
// only by words it holds, and a reader who does not know a thing's name types what it does: these
// phrases are the questions each page answers, written ahead (what information retrieval calls
// doc2query), indexed for the search alone. Nobody sees them. An edition without the file has none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DataFileError, parseDataFile } from '@/lib/data/dataFile';
import { text } from '@/lib/library/schema';
import type { Locale } from '@/lib/i18n/locale';

export const askedFile = (locale: Locale) => `content/library/${locale}/asked.yml`;

const askedSchema = z.record(z.string(), z.array(text).min(1));

/** A page's code in the file: `t:<topic slug>`, `g:<glossary id>` or the page's English path, as in the search evaluation. */
export type AskedCode = string;

/** The document a code names, as lib/search/documents.ts identifies it (kind and key). */
export function documentKeyOf(code: AskedCode): { kinds: readonly string[]; key: string } | null {
  if (code.startsWith('t:')) return { kinds: ['topic'], key: code.slice(2) };
  if (code.startsWith('g:')) return { kinds: ['term'], key: code.slice(2) };
  if (/^\/(?:[a-z0-9-]+\/)*$/.test(code)) return { kinds: ['page', 'tool'], key: code };
  return null;
}

/**
 * One edition's phrases by code, checked against the documents the edition indexes: a code that names no
 * page is one line naming the file, the code and the rule (a DataFileError).
 */
export function readAsked(
  locale: Locale,
  documents: readonly { kind: string; key: string }[],
  root = process.cwd(),
): ReadonlyMap<AskedCode, readonly string[]> {
  const file = askedFile(locale);
  const path = join(root, file);
  if (!existsSync(path)) return new Map();
  const asked = parseDataFile(file, readFileSync(path, 'utf8'), askedSchema);
  const problems = Object.keys(asked).flatMap((code) => {
    const named = documentKeyOf(code);
    if (named === null)
      return [`${file}: ${JSON.stringify(code)} must be t:<topic slug>, g:<glossary id> or a page's path such as /tools/swp/`];
    const found = documents.some((document) => document.key === named.key && named.kinds.includes(document.kind));
    return found ? [] : [`${file}: ${JSON.stringify(code)} names no page of the ${locale} edition's search`];
  });
  if (problems.length) throw new DataFileError(problems);
  return new Map(Object.entries(asked));
}
