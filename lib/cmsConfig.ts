// The editor's config (Decap CMS's config.yml, served at /admin/config.yml), made from the data
// files' schema (lib/data/firmSchema.ts) so the two cannot drift: a collection for each data file, a field
// for each of its fields with the schema's pattern and rule, required exactly where the schema wants a
// value, and each testimonial's words in every language side by side (the schema asks for every text in each).
// scripts/admin.mjs writes it at build time; the words (labels, hints) are in content/editor.ts.
import { z } from 'zod';
import { DATA_FILES, FORMATS, type DataFileName } from './data/firmSchema';

export type CmsField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'boolean' | 'number' | 'select' | 'object' | 'list' | 'hidden';
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  minimize_collapsed?: boolean;
  summary?: string;
};

export type CmsFileWords = {
  name: string;
  label: string;
  description: string;
  fields: Record<string, { label?: string; hint?: string; multiline?: true; open?: true }>;
};

export type CmsSettings = {
  /** The firm's GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth client's address (docs/firm/publishing.md); absent: Netlify's, Decap's default. */
  authBaseUrl?: string;
  /** The site's origin, for the editor's "view live" link. */
  siteUrl: string;
  /** Decap's local proxy (decap-server), used only when the editor is opened on localhost; null in production. */
  localBackendUrl: string | null;
};

/** "validTill" -> "Valid till", "download-form" -> "Download form". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema inside preprocess, optional, nullable and default wrappers, and whether the field may be left empty. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    if (inner instanceof z.ZodPipe) {
      // z.preprocess (an emptied field read as null): the editor edits what comes out of it.
      inner = inner.out as z.ZodType;
    } else if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      required = false;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      required = false;
      inner = inner.unwrap() as z.ZodType;
    } else return { inner, required };
  }
}

/** One field of the editor for one field of the schema; `path` names it in content/editor.ts. */
export function cmsField(name: string, schema: z.ZodType, path: string, words: CmsFileWords['fields']): CmsField {
  const { inner, required } = unwrap(schema);
  const said = words[path] ?? {};
  const base = {
    name,
    label: said.label ?? labelFromName(name),
    ...(required ? {} : { required: false as const }),
    ...(said.hint ? { hint: said.hint } : {}),
  };
  const format = FORMATS.get(inner);
  if (format) return { ...base, widget: 'string', pattern: [format.pattern.source, `${base.label} ${format.rule}`] };
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: Object.entries(shape).map(([key, child]) => cmsField(key, child, `${path}.${key}`, words)),
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const item = cmsField(name, element, path, words);
    if (item.widget === 'object' && item.fields)
      return { ...base, widget: 'list', collapsed: !said.open, summary: `{{fields.${item.fields[0]?.name ?? name}}}`, fields: item.fields };
    // The list's hint says it once, not under every item.
    const one: CmsField = { ...item, name: 'item', label: base.label };
    delete one.hint;
    return { ...base, widget: 'list', field: one };
  }
  if (inner instanceof z.ZodEnum) return { ...base, widget: 'select', options: inner.options.map(String) };
  if (inner instanceof z.ZodLiteral) return { ...base, widget: 'select', options: [...inner.values].map(String) };
  if (inner instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  if (inner instanceof z.ZodNumber) {
    const { minValue, maxValue } = inner;
    return {
      ...base,
      widget: 'number',
      value_type: 'int',
      ...(minValue !== null ? { min: minValue } : {}),
      ...(maxValue !== null ? { max: maxValue } : {}),
    };
  }
  if (inner instanceof z.ZodString) return { ...base, widget: said.multiline ? 'text' : 'string' };
  throw new Error(`${path}: no editor field for this kind of schema`);
}

/** "people[0].euin" -> "people.euin": the path content/editor.ts names a field by, without list positions. */
export const wordsPath = (field: string): string => field.replace(/\[\d+\]/g, '');

/**
 * The editor's collection for one data file: a files collection with that one file. `samples`: the
 * fields still holding sample values (lib/data/dataFile.ts, sampleFields), each marked where it stands.
 */
export function cmsCollection(file: DataFileName, words: CmsFileWords, samples: readonly string[] = [], sampleMark = '') {
  const schema = DATA_FILES[file] as z.ZodObject;
  const shape = schema.shape as Record<string, z.ZodType>;
  const marked: CmsFileWords['fields'] = { ...words.fields };
  for (const path of new Set(samples.map(wordsPath))) {
    const hint = marked[path]?.hint;
    marked[path] = { ...marked[path], hint: hint ? `${sampleMark} ${hint}` : sampleMark };
  }
  // The sample list (field and fingerprint) is the release check's bookkeeping, not content: kept as it
  // is (hidden), and a changed value drops out of it by itself.
  const fields = Object.entries(shape).map(([key, child]): CmsField =>
    key === 'sample'
      ? { name: key, label: words.fields[key]?.label ?? labelFromName(key), widget: 'hidden', required: false }
      : cmsField(key, child, key, marked),
  );

  return {
    name: words.name,
    label: words.label,
    description: words.description,
    // The data files exist once each: the editor changes them, never adds or deletes one.
    files: [
      {
        name: words.name,
        label: words.label,
        file,
        fields,
      },
    ],
  };
}

/** The whole config.yml: the GitHub backend with the editorial workflow, and a collection per data file. */
export function cmsConfig(
  settings: CmsSettings,
  words: Record<DataFileName, CmsFileWords>,
  samples: Partial<Record<DataFileName, readonly string[]>> = {},
  sampleMark = '',
) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : {}),
    },
    // Draft -> In review -> Ready, each change a pull request from a cms/* branch on which CI runs
    // npm test's checks: nothing reaches main (and the CDN) until someone publishes it.
    publish_mode: 'editorial_workflow',
    // Decap uses it only when the editor is opened on localhost or 127.0.0.1 (with decap-server
    // running); a production build leaves it out, so the live editor never points at a local address.
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    site_url: settings.siteUrl,
    // Required by Decap; no field uploads a file, so nothing is ever written there.
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    editor: { preview: false },
    collections: (Object.keys(DATA_FILES) as DataFileName[]).map((file) => cmsCollection(file, words[file], samples[file], sampleMark)),
  };
}
