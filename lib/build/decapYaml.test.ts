import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DATA_FILES, type DataFileName } from '../data/firmSchema';
import { decapYaml, fieldOrder } from './decapYaml';

const files = Object.keys(DATA_FILES) as DataFileName[];

describe('data files are kept in the form the editor writes', () => {
  it.each(files)('%s: a save in the editor changes only the lines whose values change', (file) => {
    const text = readFileSync(file, 'utf8');
    // When this fails: node --import tsx scripts/format-data.mjs (comments go into content/editor.ts hints).
    expect(text).toBe(decapYaml(parse(text), fieldOrder(file)));
  });

  it('a two-value change is a two-line diff', () => {
    const text = readFileSync('content/firm.yml', 'utf8');
    const data = parse(text) as { phone: { display: string; e164: string } };
    data.phone = { display: '+91 98123 45678', e164: '+919812345678' };
    const changed = decapYaml(data, fieldOrder('content/firm.yml')).split('\n');
    const before = text.split('\n');
    expect(changed).toHaveLength(before.length);
    expect(changed.filter((line, i) => line !== before[i])).toHaveLength(2);
  });

  it('puts the top-level fields in the editor’s order, whatever order they came in', () => {
    expect(decapYaml({ b: 1, a: 'x' }, ['a', 'b'])).toBe('a: x\nb: 1\n');
  });
});
