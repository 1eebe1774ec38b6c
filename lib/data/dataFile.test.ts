import { z } from 'zod';
import {
  DataFileError,
  dataFileProblems,
  formatPath,
  parseDataFile,
  parsePath,
  sampleEntries,
  sampleFields,
  valueFingerprint,
  withoutSample,
} from './dataFile';

const schema = z.strictObject({ sample: z.array(z.string()).default([]), name: z.string() });

describe('parseDataFile', () => {
  it('returns the data a valid file holds', () => {
    expect(parseDataFile('content/x.yml', 'name: Arthavidya\n', schema)).toEqual({ sample: [], name: 'Arthavidya' });
  });

  it('turns a YAML syntax error into one line with the file, line and column', () => {
    expect(() => parseDataFile('content/x.yml', 'name: [Arthavidya\n', schema)).toThrow(DataFileError);
    try {
      parseDataFile('content/x.yml', 'name: "Arthavidya\n', schema);
    } catch (error) {
      expect((error as DataFileError).lines).toHaveLength(1);
      expect((error as Error).message).toMatch(/^content\/x\.yml:\d+:\d+: Missing closing "quote/);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('dataFileProblems', () => {
  it('collects the lines of every file, and none for a good one', () => {
    const files = { 'content/a.yml': schema, 'content/b.yml': schema };
    const text: Record<string, string> = { 'content/a.yml': 'name: A\n', 'content/b.yml': 'name: 12\n' };
    expect(dataFileProblems(files, (f) => text[f] ?? '')).toEqual([
      'content/b.yml: name 12 Invalid input: expected string, received number',
    ]);
  });
});

describe('field paths', () => {
  it('are written as the editor and the sample list write them, and read back', () => {
    expect(formatPath(['people', 1, 'euin'])).toBe('people[1].euin');
    expect(formatPath(['features', 'download-form'])).toBe('features.download-form');
    expect(parsePath('people[1].euin')).toEqual(['people', 1, 'euin']);
    expect(parsePath('features.download-form')).toEqual(['features', 'download-form']);
  });
});

describe('the sample list: each field with the fingerprint of its shipped value', () => {
  const data = { name: 'Sample Firm', phone: { e164: '+919876543210' }, sample: [] as string[] };
  data.sample = [`name ${valueFingerprint('Sample Firm')}`, `phone ${valueFingerprint(data.phone)}`];

  it('reports a field while its value is the shipped one, and not once it has changed', () => {
    expect(sampleFields(data)).toEqual(['name', 'phone']);
    expect(sampleFields({ ...data, name: 'Own Firm' })).toEqual(['phone']);
    expect(sampleFields({ ...data, phone: { e164: '+912222661234' } })).toEqual(['name']);
    expect(sampleEntries({ ...data, name: 'Own Firm' })).toEqual(['name', 'phone']);
  });

  it('reads a field listed without a fingerprint as a sample until its line is deleted', () => {
    expect(sampleFields({ name: 'x', sample: ['name'] })).toEqual(['name']);
  });

  it('fingerprints are short, stable and tell values apart', () => {
    expect(valueFingerprint('Sample Firm')).toMatch(/^[0-9a-f]{8}$/);
    expect(valueFingerprint({ a: 1 })).toBe(valueFingerprint({ a: 1 }));
    expect(valueFingerprint('a')).not.toBe(valueFingerprint('b'));
  });
});

describe('withoutSample', () => {
  it('leaves out the sample list, which pages never read, and keeps the rest', () => {
    const data = { sample: ['name'], name: 'Arthavidya' };
    expect(withoutSample(data)).toEqual({ name: 'Arthavidya' });
    expect(data.sample).toEqual(['name']);
  });
});
