// A topic's Markdown body as a tree the site's own components draw (components/library/TopicBody.tsx):
// marked's lexer reads it (GFM: tables, lists, links), and this module turns its tokens into plain,
// typed blocks, with links resolved for the page's language and the glossary terms linked at their
// first use. No HTML string is produced, so no Markdown or raw HTML can reach the browser.
import { Lexer, type Token, type Tokens } from 'marked';
import { LOCALE_TABLE, type Locale } from '../i18n/locale';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; external: boolean; children: Inline[] }
  | { kind: 'term'; id: string; href: string; children: Inline[] }
  | { kind: 'break' };

export type CalloutKind = 'note' | 'warning' | 'tip';
export const CALLOUT_KINDS: readonly CalloutKind[] = ['note', 'warning', 'tip'];

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'table'; header: Inline[][]; align: ('left' | 'right' | 'center' | null)[]; rows: Inline[][][] }
  | { kind: 'callout'; callout: CalloutKind; children: Block[] }
  | { kind: 'quote'; children: Block[] };

/** Where links lead, for the page's language; each returns null for a target that does not exist. */
export type LinkResolver = {
  locale: Locale;
  topic: (slug: string) => string | null;
  glossary: (id: string) => string | null;
  route: (path: string) => string | null;
};

/** What the body breaks, each as "<what> <value> <rule>" (the caller adds the file and "body"). */
export type BodyProblems = string[];

const lexer = () => new Lexer({ gfm: true });

function inlines(tokens: readonly Token[] | undefined, links: LinkResolver, problems: BodyProblems): Inline[] {
  return (tokens ?? []).flatMap((token): Inline[] => {
    switch (token.type) {
      case 'text': {
        const t = token as Tokens.Text;
        return t.tokens?.length ? inlines(t.tokens, links, problems) : [{ kind: 'text', text: t.text }];
      }
      case 'escape':
        return [{ kind: 'text', text: (token as Tokens.Escape).text }];
      case 'strong':
      case 'em':
        return [{ kind: token.type, children: inlines((token as Tokens.Strong).tokens, links, problems) }];
      case 'codespan':
        return [{ kind: 'code', text: (token as Tokens.Codespan).text }];
      case 'br':
        return [{ kind: 'break' }];
      case 'link':
        return [link(token as Tokens.Link, links, problems)];
      case 'html':
        problems.push(`has raw HTML ${JSON.stringify(token.raw)}, which the library does not allow`);
        return [];
      default:
        problems.push(`has ${token.type} ${JSON.stringify(token.raw)}, which the library does not draw`);
        return [];
    }
  });
}

function link(token: Tokens.Link, links: LinkResolver, problems: BodyProblems): Inline {
  const children = inlines(token.tokens, links, problems);
  const target = token.href;
  const [scheme, rest = ''] = target.includes(':')
    ? [target.slice(0, target.indexOf(':')), target.slice(target.indexOf(':') + 1)]
    : ['', target];
  let href: string | null;
  if (scheme === 'topic') href = links.topic(rest);
  else if (scheme === 'glossary') href = links.glossary(rest);
  else if (scheme === 'https' || scheme === 'http' || scheme === 'mailto') return { kind: 'link', href: target, external: true, children };
  else if (target.startsWith('/')) href = routeLink(target, links);
  else href = null;
  if (href === null) problems.push(`links to ${JSON.stringify(target)}, a page or anchor that does not exist`);
  return { kind: 'link', href: href ?? '#', external: false, children };
}

/**
 * A site page, written in its English form, may carry a query and a fragment, as a link to the start
 * page with its answers chosen does ("/start/?where=abroad#your-checklist"): the path must be a known
 * route, and what follows it is kept as written so the page opens in that state.
 */
function routeLink(target: string, links: LinkResolver): string | null {
  const cut = target.search(/[?#]/);
  const href = links.route(cut === -1 ? target : target.slice(0, cut));
  return href === null || cut === -1 ? href : href + target.slice(cut);
}

const CALLOUT = /^\[!([a-z]*)\][ \t]*(?:\n|$)/;

function blocks(tokens: readonly Token[], links: LinkResolver, problems: BodyProblems): Block[] {
  return tokens.flatMap((token): Block[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading': {
        const h = token as Tokens.Heading;
        if (h.depth !== 2 && h.depth !== 3) {
          problems.push(`has a level-${h.depth} heading ${JSON.stringify(h.text)}; headings are ## or ###`);
          return [];
        }
        return [{ kind: 'heading', level: h.depth, children: inlines(h.tokens, links, problems) }];
      }
      case 'paragraph':
        return [{ kind: 'paragraph', children: inlines((token as Tokens.Paragraph).tokens, links, problems) }];
      case 'text': {
        // A tight list item's text: its inline tokens, as a paragraph.
        const t = token as Tokens.Text;
        return [{ kind: 'paragraph', children: t.tokens ? inlines(t.tokens, links, problems) : [{ kind: 'text', text: t.text }] }];
      }
      case 'list': {
        const l = token as Tokens.List;
        return [{ kind: 'list', ordered: l.ordered, items: l.items.map((item) => blocks(item.tokens, links, problems)) }];
      }
      case 'table': {
        const t = token as Tokens.Table;
        return [
          {
            kind: 'table',
            header: t.header.map((cell) => inlines(cell.tokens, links, problems)),
            align: t.align,
            rows: t.rows.map((row) => row.map((cell) => inlines(cell.tokens, links, problems))),
          },
        ];
      }
      case 'blockquote':
        return [blockquote(token as Tokens.Blockquote, links, problems)];
      default:
        problems.push(
          `has ${token.type === 'html' ? 'raw HTML' : `a ${token.type}`} ${JSON.stringify(token.raw.trim())}, which the library does not allow`,
        );
        return [];
    }
  });
}

function blockquote(token: Tokens.Blockquote, links: LinkResolver, problems: BodyProblems): Block {
  const marker = CALLOUT.exec(token.text);
  if (!marker) return { kind: 'quote', children: blocks(token.tokens, links, problems) };
  const callout = marker[1] as CalloutKind;
  const inner = token.text.slice(marker[0].length);
  if (!CALLOUT_KINDS.includes(callout))
    problems.push(`has a callout [!${callout}]; the markers are ${CALLOUT_KINDS.map((k) => `[!${k}]`).join(', ')}`);
  else if (!inner.trim()) problems.push(`has an empty callout [!${callout}]`);
  return {
    kind: 'callout',
    callout: CALLOUT_KINDS.includes(callout) ? callout : 'note',
    children: blocks(lexer().lex(inner), links, problems),
  };
}

/** A body's blocks, and what it breaks. */
export function parseBody(body: string, links: LinkResolver): { blocks: Block[]; problems: BodyProblems } {
  const problems: BodyProblems = [];
  return { blocks: blocks(lexer().lex(body), links, problems), problems };
}

/** The words of a body as a reader counts them (tables included; link addresses and Markdown marks not). */
export function countWords(body: string): number {
  const prose = body.replace(/\]\([^)]*\)/g, ' ').replace(/\{\{[^}]*\}\}/g, 'x');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The forms a glossary term is met in, longest first, for the link at its first use. */
export type TermForms = { id: string; href: string; forms: readonly string[] };

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function termPattern(term: Pick<TermForms, 'forms'>, locale: Locale): RegExp {
  // A plural or oblique ending may follow: "units", "fund houses"; "स्कीमें", "वारिसों"; then, in a language
  // that glues them on, postpositions: "फंडांमध्ये", "वारसांसाठीचे".
  const { pluralEndings, gluedPostpositions } = LOCALE_TABLE[locale];
  const alternation = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join('|');
  const plural = `(?:${alternation(pluralEndings)})?` + (gluedPostpositions.length ? `(?:${alternation(gluedPostpositions)}){0,3}` : '');
  const alternatives = [...term.forms]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return new RegExp(`(?<!${LETTER})(?:${alternatives})${plural}(?!${LETTER})`, 'iu');
}

/**
 * Links each term at its first use in the body's text (not in headings, not inside a link), and returns
 * the ids it found no use of.
 */
export function linkTerms(body: Block[], terms: readonly TermForms[], locale: Locale): { blocks: Block[]; unused: string[] } {
  const pending = new Map(terms.map((t) => [t.id, { term: t, pattern: termPattern(t, locale) }]));

  const inText = (text: string): Inline[] => {
    let best: { index: number; length: number; id: string; href: string } | null = null;
    for (const [id, { term, pattern }] of pending) {
      const match = pattern.exec(text);
      if (match && (best === null || match.index < best.index)) best = { index: match.index, length: match[0].length, id, href: term.href };
    }
    if (!best) return [{ kind: 'text', text }];
    pending.delete(best.id);
    const { index, length, id, href } = best;
    const before: Inline[] = index > 0 ? [{ kind: 'text', text: text.slice(0, index) }] : [];
    const rest = text.slice(index + length);
    return [
      ...before,
      { kind: 'term', id, href, children: [{ kind: 'text', text: text.slice(index, index + length) }] },
      ...(rest ? inText(rest) : []),
    ];
  };

  const walkInline = (nodes: Inline[]): Inline[] =>
    nodes.flatMap((node): Inline[] => {
      if (node.kind === 'text') return inText(node.text);
      if (node.kind === 'strong' || node.kind === 'em') return [{ ...node, children: walkInline(node.children) }];
      return [node];
    });

  const walk = (nodes: Block[]): Block[] =>
    nodes.map((block): Block => {
      switch (block.kind) {
        case 'heading':
          return block;
        case 'paragraph':
          return { ...block, children: walkInline(block.children) };
        case 'list':
          return { ...block, items: block.items.map(walk) };
        case 'table':
          return { ...block, rows: block.rows.map((row) => row.map(walkInline)) };
        case 'callout':
        case 'quote':
          return { ...block, children: walk(block.children) };
      }
    });

  const linked = walk(body);
  return { blocks: linked, unused: [...pending.keys()] };
}

/** The forms of a glossary term in one language: the term, its part before a bracket, the bracket's abbreviation, the English word, aliases. */
export function termForms(words: { term: string; english?: string; aliases?: readonly string[] }): string[] {
  // "PRC (potential risk class) matrix": "PRC matrix", "PRC", "potential risk class", "potential risk class matrix".
  const bracket = /^(.*?)\s*\(([^)]+)\)\s*(.*)$/.exec(words.term);
  const [before = '', inside = '', after = ''] = bracket ? bracket.slice(1) : [];
  const fromBracket = bracket ? [`${before} ${after}`, before, inside, `${inside} ${after}`] : [];
  const forms = [words.term, ...fromBracket, words.english ?? '', ...(words.aliases ?? [])];
  return [...new Set(forms.map((f) => f.trim()).filter(Boolean))];
}

function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'break' ? ' ' : inlineText(n.children))).join('');
}

/** A body's text without any mark-up, one block a line: what a search index reads. */
export function plainText(nodes: readonly Block[]): string {
  return nodes
    .map((b) => {
      switch (b.kind) {
        case 'heading':
        case 'paragraph':
          return inlineText(b.children);
        case 'list':
          return b.items.map(plainText).join('\n');
        case 'table':
          return [b.header, ...b.rows].map((row) => row.map(inlineText).join(' ')).join('\n');
        case 'callout':
        case 'quote':
          return plainText(b.children);
      }
    })
    .join('\n');
}
