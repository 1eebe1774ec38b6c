import { riskometerLevels } from '@/content/hi/glossary';
import { RISKOMETER_LEVELS } from '@/lib/riskProfile';
import { educationFor, educationTopics } from './education';
import type { EducationBlock, EducationTopic } from './types';

function textOf(block: EducationBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
    case 'note':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.definition]);
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'links':
      return block.links.flatMap((link) => [link.label, link.description ?? '']);
  }
}

const allText = (topic: EducationTopic) => [topic.heading, topic.summary, ...topic.blocks.flatMap(textOf)].join('\n');
const topic = (id: string) => {
  const found = educationTopics.find((t) => t.id === id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
};

it('gives every topic a unique, URL-safe anchor that cannot clash with the page chrome', () => {
  const ids = educationTopics.map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(ids).not.toContain('main');
  expect(ids).not.toContain('contents');
});

it('covers the primer the brief asks for', () => {
  const headings = educationTopics.map((t) => t.heading).join(' | ');
  for (const subject of [
    'mutual fund',
    'NAV',
    'SIP',
    'equity, debt and hybrid',
    'ELSS',
    'riskometer',
    'TER',
    'exit load',
    'KYC',
    'Direct and Regular',
    'SID',
    'KIM',
    'Tax',
    'mistakes',
    'Glossary',
  ]) {
    expect(headings.toLowerCase()).toContain(subject.toLowerCase());
  }
});

it('lists the six riskometer levels in order', () => {
  const table = topic('riskometer').blocks.find((b) => b.kind === 'table');
  expect(table?.kind === 'table' && table.rows.map((row) => row[0])).toEqual([
    'Low',
    'Low to Moderate',
    'Moderate',
    'Moderately High',
    'High',
    'Very High',
  ]);
});

it('quotes no tax rate, since rates change with budgets', () => {
  expect(allText(topic('taxation'))).not.toMatch(/\d\s*(%|per ?cent)/i);
  expect(allText(topic('taxation'))).toMatch(/check the latest/i);
});

it('states the ELSS lock-in and that the deduction needs the old regime', () => {
  const text = allText(topic('elss-and-section-80c'));
  expect(text).toMatch(/three-year lock-in/);
  expect(text).toMatch(/only if you choose the old tax regime/);
});

it('links to AMFI and its investor-awareness site', () => {
  const hrefs = educationTopics.flatMap((t) => t.blocks.flatMap((b) => (b.kind === 'links' ? b.links.map((l) => l.href) : [])));
  expect(hrefs).toContain('https://www.mutualfundssahihai.com/');
  expect(hrefs).toContain('https://www.amfiindia.com/');
});

it('never calls the firm registered with SEBI and leaves no placeholders', () => {
  for (const t of educationTopics) {
    expect(allText(t)).not.toMatch(/SEBI[- ]registered/i);
    expect(allText(t)).not.toMatch(/lorem|TODO|TBD/i);
  }
});

describe('the Hindi primer', () => {
  const hindi = educationFor('hi').topics;
  const shape = (block: EducationBlock) => {
    switch (block.kind) {
      case 'list':
        return [block.kind, block.items.length, block.ordered ?? false];
      case 'definitions':
        return [block.kind, block.items.length];
      case 'table':
        return [block.kind, block.columns.length, block.rows.map((row) => row.length)];
      case 'links':
        // The same places, each in the page's language: this site's pages under /hi/, other sites as they are.
        return [block.kind, block.links.map((link) => link.href.replace(/^\/hi\//, '/'))];
      default:
        return [block.kind];
    }
  };

  it('has the same topics, anchors and blocks, in the same order, as the English', () => {
    expect(hindi.map((t) => t.id)).toEqual(educationTopics.map((t) => t.id));
    for (const [index, topic] of hindi.entries()) {
      expect(topic.blocks.map(shape)).toEqual(educationTopics[index]?.blocks.map(shape));
    }
  });

  it('links this site in Hindi and never to an English page', () => {
    const hrefs = hindi.flatMap((t) => t.blocks.flatMap((b) => (b.kind === 'links' ? b.links.map((l) => l.href) : [])));
    for (const href of hrefs) expect(href).toMatch(/^(?:\/hi\/|https:\/\/)/);
  });

  it('names the six riskometer levels as the glossary (AMFI’s Hindi page) does, in order', () => {
    const table = hindi.find((t) => t.id === 'riskometer')?.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((row) => row[0])).toEqual(
      RISKOMETER_LEVELS.map((level) => `${riskometerLevels[level].name} (${riskometerLevels[level].plain})`),
    );
  });

  it('keeps the figures of the English text', () => {
    const figures = (topics: readonly EducationTopic[]) =>
      topics
        .map(allText)
        .join('\n')
        .match(/₹\d+(?:[.,]\d+)*(?: लाख| lakh)?|\d+(?:[.,]\d+)*%?/g)
        ?.map((f) => f.replace(' लाख', ' lakh'))
        .sort();
    expect(figures(hindi)).toEqual(figures(educationTopics));
  });

  it('quotes no tax rate and writes first uses with their Hindi words', () => {
    const text = hindi.map(allText).join('\n');
    expect(allText(hindi.find((t) => t.id === 'taxation') ?? hindi[0]!)).not.toMatch(/\d\s*%/);
    for (const term of ['NAV (नेट एसेट वैल्यू)', 'SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान)', 'लम्पसम (एकमुश्त)', 'KYC (अपने ग्राहक को जानें)']) {
      expect(text).toContain(term);
    }
    expect(text).not.toMatch(/SEBI में रजिस्टर्ड/);
  });
});
