import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { editorFiles, sampleMark } from '@/content/editor';
import { findSamples } from './build/release';
import { cmsConfig, cmsField, labelFromName, type CmsField } from './cmsConfig';
import { LOCALE_TABLE, LOCALES, PREFIXED_LOCALES } from './i18n/locale';
import {
  arnNumber,
  DATA_FILES,
  e164,
  euin,
  FORMATS,
  httpsUrl,
  irdaiNumber,
  isoDate,
  pincode,
  RULES,
  type DataFileName,
} from './data/firmSchema';

const settings = { repo: 'firm/site', branch: 'main', siteUrl: 'https://www.example.in', localBackendUrl: 'http://127.0.0.1:8082/api/v1' };
const config = cmsConfig(settings, editorFiles);
const files = Object.keys(DATA_FILES) as DataFileName[];

/** Every field of the editor's form as a path ("arn.number", "people.euin"), with the field. */
function editorPaths(fields: readonly CmsField[], prefix = ''): Map<string, CmsField> {
  const found = new Map<string, CmsField>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    found.set(path, field);
    for (const [p, f] of editorPaths(field.fields ?? [], `${path}.`)) found.set(p, f);
  }
  return found;
}

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  type?: string | string[];
};

/** Every field of a schema, read independently of the editor through zod's JSON Schema, and whether it may be empty. */
function schemaPaths(schema: JsonSchema, prefix = ''): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const object = schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
  const inner = object.items ?? object;
  for (const [key, child] of Object.entries(inner.properties ?? {})) {
    const path = `${prefix}${key}`;
    const nullable = (s: JsonSchema) => s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'));
    const mayBeEmpty = !(inner.required ?? []).includes(key) || nullable(child) || (child.anyOf ?? []).some(nullable);
    found.set(path, !mayBeEmpty);
    for (const [p, required] of schemaPaths(child, `${path}.`)) found.set(p, required);
  }
  return found;
}

const fieldsOf = (file: DataFileName) => {
  const collection = config.collections.find((c) => c.files[0]?.file === file);
  if (!collection?.files[0]) throw new Error(`no collection for ${file}`);
  return collection.files[0].fields;
};

describe.each(files)('the editor’s collection for %s', (file) => {
  const editor = editorPaths(fieldsOf(file));
  const schema = schemaPaths(z.toJSONSchema(DATA_FILES[file], { unrepresentable: 'any', io: 'input' }) as JsonSchema);

  it('has a field for every field of the schema, and none it lacks', () => {
    expect([...editor.keys()].sort()).toEqual([...schema.keys()].sort());
  });

  it('requires a value exactly where the schema does', () => {
    for (const [path, required] of schema) expect([path, editor.get(path)?.required !== false]).toEqual([path, required]);
  });

  it('labels and hints only fields that exist (content/editor.ts has no stale entry)', () => {
    for (const path of Object.keys(editorFiles[file].fields)) expect([path, editor.has(path)]).toEqual([path, true]);
  });
});

describe('the patterns', () => {
  const all = files.flatMap((file) => [...editorPaths(fieldsOf(file)).values()]);
  const withPattern = all.flatMap((f) => (f.pattern ? [f.pattern] : f.field?.pattern ? [f.field.pattern] : []));

  it('are the schema’s own, with its rule after the field’s label', () => {
    const rules = new Set([...FORMATS.values()].map((f) => f.pattern.source));
    expect(withPattern.length).toBeGreaterThan(20);
    for (const [pattern, message] of withPattern) {
      expect(rules).toContain(pattern);
      const format = [...FORMATS.values()].find((f) => f.pattern.source === pattern);
      expect(message.endsWith(` ${format?.rule ?? 'no rule'}`)).toBe(true);
    }
  });

  it('carry no flags, since the editor reads them as plain strings', () => {
    for (const { pattern } of FORMATS.values()) expect(pattern.flags).toBe('');
  });

  const cases: [string, z.ZodType, string[]][] = [
    ['ARN', arnNumber, ['ARN-123456', 'ARN-4567', 'ARN12', 'ARN-1234567', 'arn-123456']],
    ['EUIN', euin, ['E123456', 'E12345', 'e123456', 'E1234567']],
    ['IRDAI number', irdaiNumber, ['CA0123', 'IRDA/DB/123/2005', 'ca0123', 'CA 0123', 'CA']],
    ['E.164 phone', e164, ['+919876543210', '+971501234567', '9876543210', '+91 98765 43210', '+0123456789']],
    ['https URL', httpsUrl, ['https://www.example.in/a?b=1', 'http://www.example.in', 'example.in']],
    ['PIN code', pincode, ['110001', '040001', '4000011']],
  ];
  it.each(cases)('%s: the editor accepts exactly what the schema accepts', (_, schema, values) => {
    const format = FORMATS.get(schema);
    if (!format) throw new Error('no format');
    for (const value of values)
      expect([value, new RegExp(format.pattern.source).test(value)]).toEqual([value, schema.safeParse(value).success]);
  });

  it('let the build judge what no pattern can: a date of the calendar', () => {
    const format = FORMATS.get(isoDate);
    expect(new RegExp(format?.pattern.source ?? '').test('2027-02-30')).toBe(true);
    expect(isoDate.safeParse('2027-02-30').success).toBe(false);
  });

  it('name the rule in words the firm can act on', () => {
    const euinField = editorPaths(fieldsOf('content/people.yml')).get('people.euin');
    expect(euinField?.pattern).toEqual([FORMATS.get(euin)?.pattern.source, `EUIN ${RULES.euin}`]);
  });
});

describe('the languages', () => {
  const testimonial = editorPaths(fieldsOf('content/testimonials.yml'));

  it.each(PREFIXED_LOCALES)('ask for a %s text wherever there is an English one, side by side in one item, in the table’s order', (locale) => {
    const english = [...testimonial.keys()].filter((p) => p.startsWith('testimonials.en.'));
    expect(english.length).toBeGreaterThan(0);
    for (const path of english) {
      const other = testimonial.get(path.replace('.en.', `.${locale}.`));
      expect([path, other?.widget, other?.required]).toEqual([path, testimonial.get(path)?.widget, testimonial.get(path)?.required]);
    }
    const item = testimonial.get('testimonials')?.fields?.map((f) => f.name);
    expect(item?.indexOf(locale)).toBe((item?.indexOf('en') ?? -2) + LOCALES.indexOf(locale));
  });

  it.each(PREFIXED_LOCALES)('label every %s field in its script, and in English for a reader of either', (locale) => {
    const script = new RegExp(`[${LOCALE_TABLE[locale].textRules.script}]`, 'u');
    for (const [path, field] of testimonial)
      if (path.startsWith(`testimonials.${locale}`)) expect([path, script.test(field.label) && /[A-Za-z]/.test(field.label)]).toEqual([path, true]);
  });
});

describe('the config', () => {
  it('publishes through the GitHub backend with the editorial workflow, and knows the local proxy', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'firm/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: settings.localBackendUrl });
    // Production (npm run deploy) leaves the local proxy out.
    expect(cmsConfig({ ...settings, localBackendUrl: null }, editorFiles)).not.toHaveProperty('local_backend');
    expect(cmsConfig({ ...settings, authBaseUrl: 'https://auth.example.in' }, editorFiles).backend).toMatchObject({
      base_url: 'https://auth.example.in',
    });
  });

  it('has a collection per data file, each the one file itself', () => {
    expect(config.collections.map((c) => c.files.map((f) => f.file))).toEqual(files.map((f) => [f]));
  });

  it('turns each kind of schema into its widget', () => {
    const words = {};
    expect(cmsField('on', z.boolean(), 'on', words)).toMatchObject({ widget: 'boolean' });
    expect(cmsField('kind', z.enum(['a', 'b']), 'kind', words)).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(cmsField('year', z.number().int().min(1900).max(2100), 'year', words)).toMatchObject({ widget: 'number', min: 1900, max: 2100 });
    expect(cmsField('tags', z.array(z.string()), 'tags', words)).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    expect(cmsField('note', z.string().optional(), 'note', words)).toMatchObject({ widget: 'string', required: false });
    expect(() => cmsField('when', z.date(), 'when', words)).toThrow('when: no editor field');
  });

  it('has words the release check does not take for a SAMPLE value left in', () => {
    expect(findSamples('content/editor.ts', readFileSync('content/editor.ts', 'utf8'))).toEqual([]);
  });

  it('labels a field from its name when content/editor.ts does not', () => {
    expect(labelFromName('validTill')).toBe('Valid till');
    expect(labelFromName('download-form')).toBe('Download form');
  });
});

describe('sample values, marked where they stand', () => {
  const samples = { 'content/firm.yml': ['arn.number', 'phone'], 'content/people.yml': ['people[0]'] } as const;
  const marked = cmsConfig(settings, editorFiles, samples, sampleMark);
  const pathsOf = (file: DataFileName) => editorPaths(marked.collections.find((c) => c.files[0]?.file === file)?.files[0]?.fields ?? []);

  it('puts the SAMPLE mark first in the hint of each field still holding its sample value, and nowhere else', () => {
    const firm = pathsOf('content/firm.yml');
    expect(firm.get('arn.number')?.hint?.startsWith(sampleMark)).toBe(true);
    expect(firm.get('arn.number')?.hint).toContain(editorFiles['content/firm.yml'].fields['arn.number']?.hint ?? '');
    expect(firm.get('phone')?.hint).toBe(sampleMark);
    expect(firm.get('email')?.hint ?? '').not.toContain(sampleMark);
    expect(pathsOf('content/people.yml').get('people')?.hint?.startsWith(sampleMark)).toBe(true);
  });

  it('keeps the fingerprint list out of sight, unchanged, in every file', () => {
    for (const file of files) expect(pathsOf(file).get('sample')).toMatchObject({ widget: 'hidden' });
  });
});
