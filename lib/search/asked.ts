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

const CODE = /^(?:[tg]:[a-z0-9-]+|\/(?:[a-z0-9-]+\/)*)$/;

/** The code that names a document of lib/search/documents.ts in the file. */
export function askedCodeOf({ kind, key }: { kind: string; key: string }): AskedCode {
  return kind === 'topic' ? `t:${key}` : kind === 'term' ? `g:${key}` : key;
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
  const known = new Set(documents.map(askedCodeOf));
  const problems = Object.keys(asked).flatMap((code) => {
    if (!CODE.test(code))
      return [`${file}: ${JSON.stringify(code)} must be t:<topic slug>, g:<glossary id> or a page's path such as /tools/swp/`];
    return known.has(code) ? [] : [`${file}: ${JSON.stringify(code)} names no page of the ${locale} edition's search`];
  });
  if (problems.length) throw new DataFileError(problems);
  return new Map(Object.entries(asked));
}
