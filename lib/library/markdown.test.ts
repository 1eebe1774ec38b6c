import { parseBody, type Block, type Inline, type LinkResolver } from './markdown';

// A resolver for the Hindi edition that knows one route, so a test can see both the check and the
// localised address.
const links: LinkResolver = {
  locale: 'hi',
  topic: () => null,
  glossary: () => null,
  route: (path) => (path === '/start/' ? '/hi/start/' : null),
};

function firstLink(blocks: Block[]): Extract<Inline, { kind: 'link' }> | undefined {
  const first = blocks[0];
  if (first?.kind !== 'paragraph') return undefined;
  return first.children.find((c): c is Extract<Inline, { kind: 'link' }> => c.kind === 'link');
}

describe('a body link to a site page', () => {
  it('keeps the query and the fragment of a known route, on the page language’s route', () => {
    const { blocks, problems } = parseBody('[Your checklist](/start/?who=self&where=abroad#your-checklist)', links);
    expect(problems).toEqual([]);
    expect(firstLink(blocks)).toMatchObject({ href: '/hi/start/?who=self&where=abroad#your-checklist', external: false });
  });

  it('accepts a known route with only a fragment', () => {
    const { blocks, problems } = parseBody('[Your checklist](/start/#your-checklist)', links);
    expect(problems).toEqual([]);
    expect(firstLink(blocks)?.href).toBe('/hi/start/#your-checklist');
  });

  it('still refuses an unknown route, with or without a query', () => {
    for (const target of ['/nowhere/?a=1', '/nowhere/#x', '/nowhere/']) {
      const { problems } = parseBody(`[x](${target})`, links);
      expect(problems).toEqual([`links to ${JSON.stringify(target)}, a page or anchor that does not exist`]);
    }
  });
});
