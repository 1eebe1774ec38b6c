import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { complianceRules } from '@/content/complianceRules';
import { dataFileComplianceProblems } from './dataCompliance';
import { DATA_FILES, type TestimonialsFile } from '../data/firmSchema';

const read = (file: string) => readFileSync(file, 'utf8');

describe('the compliance rules over the firm’s data files', () => {
  it('find nothing in the files as they are', () => {
    for (const file of Object.keys(DATA_FILES))
      expect([file, dataFileComplianceProblems(file, read(file), complianceRules)]).toEqual([file, []]);
  });

  it('stop a testimonial that promises "guaranteed returns", naming the file, the line and the field', () => {
    const file = 'content/testimonials.yml';
    const data = parse(read(file)) as TestimonialsFile;
    const first = data.testimonials[0];
    if (!first) throw new Error('no testimonial');
    first.en.quote = 'They found us a fund with guaranteed returns.';
    const problems = dataFileComplianceProblems(file, stringify(data), complianceRules);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/testimonials\.yml:\d+: testimonials\[0\]\.en\.quote "guaranteed returns?" \(/);
  });

  it('allow the same words in a warning against them', () => {
    const text = stringify({ note: 'No mutual fund offers guaranteed returns.' });
    expect(dataFileComplianceProblems('content/firm.yml', text, complianceRules)).toEqual([]);
  });
});
