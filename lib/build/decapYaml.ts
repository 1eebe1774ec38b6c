// The exact text Decap CMS writes when the editor saves a data file (decap-cms-core, formats/yaml.ts):
// yaml 1.x's createNode of the data, its top-level keys in the order of the collection's fields (the
// schema's, lib/data/cmsConfig.ts), no comments. A data file kept in this form changes on a save only
// where a value changed, so a two-value edit is a two-line diff; `npm test` refuses a data file out
// of it (decapYaml.test.ts) and `node --import tsx scripts/format-data.mjs` rewrites one into it.
// The library is the one Decap itself depends on (decap-cms-core's own yaml 1.x, not this project's
// yaml 2.x, whose layout differs).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { z } from 'zod';
import { DATA_FILES, type DataFileName } from '../data/firmSchema';

type YamlItem = { key?: { toString(): string } | null };
type Yaml1 = {
  createNode(value: unknown): { items: YamlItem[] };
  Document: new () => { contents: unknown; toString(): string };
};

const yaml1 = createRequire(join(process.cwd(), 'package.json'))('decap-cms-core/node_modules/yaml') as Yaml1;

/** Decap's sortKeys: listed keys in the list's order, the others where they are. */
function byFieldOrder(order: readonly string[]) {
  return (a: YamlItem, b: YamlItem) => {
    const i = order.indexOf(a.key?.toString() ?? '');
    const j = order.indexOf(b.key?.toString() ?? '');
    return i === -1 || j === -1 ? 0 : i - j;
  };
}

/** The top-level field order of a data file: its schema's, which is the editor's. */
export const fieldOrder = (file: DataFileName): string[] => Object.keys((DATA_FILES[file] as z.ZodObject).shape);

export function decapYaml(data: unknown, order: readonly string[]): string {
  const contents = yaml1.createNode(data);
  contents.items.sort(byFieldOrder(order));
  const doc = new yaml1.Document();
  doc.contents = contents;
  const text = doc.toString();
  return text.endsWith('\n') ? text : `${text}\n`;
}
