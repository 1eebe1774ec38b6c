import { render, screen, within } from '@testing-library/react';
import { educationFor, educationTopics } from '@/content/education';
import type { EducationTopic } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { EducationPrimer } from './EducationPrimer';
import { wordsFor } from '@/lib/locales';

const words = (locale: Locale) => ({
  tocHeading: wordsFor(locale).ui.onThisPage,
  backToContents: educationFor(locale).backToContents,
  locale,
});
const en = words('en');

const sample: EducationTopic[] = [
  {
    id: 'first',
    heading: 'First topic',
    summary: 'The first summary.',
    blocks: [
      { kind: 'paragraph', text: 'A paragraph.' },
      { kind: 'subheading', text: 'A subheading' },
      { kind: 'list', items: ['one', 'two'], ordered: true },
      { kind: 'definitions', items: [{ term: 'NAV', definition: 'Net asset value.' }] },
      { kind: 'table', caption: 'Levels', columns: ['Level', 'Meaning'], rows: [['Low', 'Little risk.']] },
      { kind: 'note', text: 'A caution.' },
      {
        kind: 'links',
        links: [
          { label: 'Inside', href: '/contact/', description: 'A page here.' },
          { label: 'Outside', href: 'https://www.amfiindia.com/' },
        ],
      },
    ],
  },
  { id: 'second', heading: 'Second topic', summary: 'The second summary.', blocks: [] },
];

it('links every table-of-contents entry to a topic section labelled by its heading', () => {
  const { container } = render(<EducationPrimer topics={educationTopics} {...en} />);
  const toc = screen.getByRole('navigation', { name: en.tocHeading });
  const entries = within(toc).getAllByRole('link');
  expect(entries).toHaveLength(educationTopics.length);
  for (const [index, entry] of entries.entries()) {
    const topic = educationTopics[index];
    expect(entry).toHaveTextContent(topic?.heading ?? '');
    const target = container.querySelector(entry.getAttribute('href') ?? '#missing');
    expect(target?.tagName).toBe('SECTION');
    expect(screen.getByRole('region', { name: topic?.heading })).toBe(target);
  }
});

it('renders each block kind as plain semantic HTML', () => {
  render(<EducationPrimer topics={sample} {...en} />);
  const first = screen.getByRole('region', { name: 'First topic' });
  expect(within(first).getByRole('heading', { level: 2, name: 'First topic' })).toBeInTheDocument();
  expect(within(first).getByRole('heading', { level: 3, name: 'A subheading' })).toBeInTheDocument();
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(expect.arrayContaining(['one', 'two']));
  expect(within(first).getByRole('term')).toHaveTextContent('NAV');
  expect(within(first).getByRole('definition')).toHaveTextContent('Net asset value.');
  const table = within(first).getByRole('table', { name: 'Levels' });
  expect(within(table).getByRole('rowheader', { name: 'Low' })).toBeInTheDocument();
  expect(within(first).getByText('A caution.')).toBeInTheDocument();
});

it('opens other sites in a new tab and keeps site pages in place', () => {
  render(<EducationPrimer topics={sample} {...en} />);
  const inside = screen.getByRole('link', { name: 'Inside' });
  expect(inside).toHaveAttribute('href', '/contact/');
  expect(inside).not.toHaveAttribute('target');
  const outside = screen.getByRole('link', { name: `Outside${wordsFor('en').ui.opensInNewTab}` });
  expect(outside).toHaveAttribute('target', '_blank');
  expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
});

it('offers a way back to the contents from each topic', () => {
  render(<EducationPrimer topics={sample} {...en} />);
  const back = screen.getAllByRole('link', { name: en.backToContents });
  expect(back).toHaveLength(sample.length);
  for (const link of back) expect(link).toHaveAttribute('href', '#contents');
});

it('renders the Hindi primer with its words and the same anchors as the English one', () => {
  const hi = words('hi');
  const { topics } = educationFor('hi');
  const { container } = render(<EducationPrimer topics={topics} {...hi} />);
  const toc = screen.getByRole('navigation', { name: hi.tocHeading });
  const entries = within(toc).getAllByRole('link');
  expect(entries.map((entry) => entry.getAttribute('href'))).toEqual(educationTopics.map((topic) => `#${topic.id}`));
  for (const [index, entry] of entries.entries()) {
    const topic = topics[index];
    expect(entry).toHaveTextContent(topic?.heading ?? '');
    expect(screen.getByRole('region', { name: topic?.heading })).toBe(container.querySelector(`#${topic?.id}`));
  }
  expect(screen.getAllByRole('link', { name: hi.backToContents })).toHaveLength(topics.length);
  // Other sites say "opens in a new tab" in Hindi; this site's pages stay under /hi/.
  const external = container.querySelectorAll('a[target="_blank"]');
  expect(external.length).toBeGreaterThan(0);
  for (const link of external) expect(link).toHaveTextContent(wordsFor('hi').ui.opensInNewTab.trim());
  const internal = [...container.querySelectorAll('a:not([target])')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((h) => h.startsWith('/'));
  expect(internal.length).toBeGreaterThan(0);
  for (const href of internal) expect(href).toMatch(/^\/hi\//);
});
