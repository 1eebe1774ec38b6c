// Build-time reading and patching of the exported HTML. A real HTML parser (parse5, the one jsdom
// uses) finds the elements; edits are spliced into the original text at the parser's offsets, so
// every other byte of the page, including the inline scripts whose hashes the policy lists, stays
// exactly as Next wrote it.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    // A <template>'s children live in its content fragment, which parse5 keeps apart.
    yield* elements(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
  }
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function textOf(element: Element): string {
  return element.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');
}

// The steps read one page several times in a row (its policy, its inline scripts, its styles): the
// last page's tree is kept, as parsing is most of what reading a page costs. Nothing edits a tree.
let lastParsed: { html: string; document: DefaultTreeAdapterTypes.Document } | null = null;

function parseWithOffsets(html: string): DefaultTreeAdapterTypes.Document {
  if (lastParsed?.html !== html) lastParsed = { html, document: parse(html, { sourceCodeLocationInfo: true }) };
  return lastParsed.document;
}

function isCspMeta(element: Element): boolean {
  return element.tagName === 'meta' && attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
}

/**
 * The text of every inline <script> (one without src), as the browser hashes it: parse5 has
 * already turned CRLF and CR into LF, as the HTML parser does before a hash is computed.
 */
export function inlineScripts(html: string): string[] {
  return [...elements(parseWithOffsets(html))].filter((e) => e.tagName === 'script' && attr(e, 'src') === undefined).map(textOf);
}

/**
 * The stylesheet hrefs the page's inlined <style data-href> elements hold (React lists every href it
 * merged into one <style>, separated by spaces), which React adopts instead of inserting again.
 */
export function inlinedStyleHrefs(html: string): Set<string> {
  const hrefs = [...elements(parseWithOffsets(html))]
    .filter((e) => e.tagName === 'style')
    .flatMap((e) => (attr(e, 'data-href') ?? '').split(/\s+/).filter(Boolean));
  return new Set(hrefs);
}

/** The content of the page's CSP <meta>, or null. */
export function cspMetaContent(html: string): string | null {
  const meta = [...elements(parseWithOffsets(html))].find(isCspMeta);
  return meta ? (attr(meta, 'content') ?? '') : null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Puts `<meta http-equiv="Content-Security-Policy">` at the top of <head>, replacing any earlier
 * one (so the step can run twice). It goes right after `<meta charset>` when that comes first:
 * the encoding declaration must sit in the first 1024 bytes (a policy full of hashes would push
 * it out), and it loads and runs nothing, so the policy still precedes every script, style,
 * preload and frame on the page.
 */
export function withCspMeta(html: string, policy: string): string {
  const head = [...elements(parseWithOffsets(html))].find((e) => e.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) throw new Error('The page has no <head> start tag to put the CSP <meta> in');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;

  const existing = head.childNodes.filter(isElement).find(isCspMeta)?.sourceCodeLocation;
  if (existing) return withCspMeta(html.slice(0, existing.startOffset) + html.slice(existing.endOffset), policy);

  const first = head.childNodes.filter(isElement)[0];
  const charsetFirst = first?.tagName === 'meta' && attr(first, 'charset') !== undefined ? first.sourceCodeLocation : undefined;
  const at = charsetFirst ? charsetFirst.endOffset : headStart.endOffset;
  return html.slice(0, at) + meta + html.slice(at);
}

/** The tag names of <head>'s element children, in order (for checking where the policy sits). */
export function headElementOrder(html: string): string[] {
  const head = [...elements(parseWithOffsets(html))].find((e) => e.tagName === 'head');
  return (head?.childNodes ?? [])
    .filter(isElement)
    .map((e) => (isCspMeta(e) ? 'meta[csp]' : attr(e, 'charset') !== undefined ? 'meta[charset]' : e.tagName));
}

export type PageAssets = {
  /** Paths of the JavaScript files a modern browser loads for the page. */
  scripts: string[];
  stylesheets: string[];
};

// Next's inline bootstrap and RSC payload name the client chunks that hydration fetches, both as
// "/_next/static/chunks/x.js" and as "static/chunks/x.js".
const CHUNK_REFERENCE = /(?:\/_next\/)?static\/(?:chunks|css)\/[\w.~-]+?\.(?:js|css)\b/g;

/**
 * The JavaScript and CSS the page loads: script and stylesheet tags, preloads, and the chunks its
 * inline scripts name. `nomodule` scripts are left out: browsers that run modules skip them.
 * Paths come back relative to the site root.
 */
export function pageAssets(html: string): PageAssets {
  const urls = new Set<string>();
  for (const e of elements(parseWithOffsets(html))) {
    if (e.tagName === 'script') {
      const src = attr(e, 'src');
      if (src !== undefined && attr(e, 'nomodule') === undefined) urls.add(src);
      if (src === undefined) for (const match of textOf(e).matchAll(CHUNK_REFERENCE)) urls.add(match[0]);
    } else if (e.tagName === 'link') {
      const rel = (attr(e, 'rel') ?? '').toLowerCase().split(/\s+/);
      const as = attr(e, 'as');
      const href = attr(e, 'href');
      const loads =
        rel.includes('stylesheet') || rel.includes('modulepreload') || (rel.includes('preload') && (as === 'script' || as === 'style'));
      if (href !== undefined && loads) urls.add(href);
    }
  }
  const paths = [...urls].map((url) => url.split(/[?#]/)[0] ?? url);
  const normalised = [...new Set(paths.map((p) => (p.startsWith('static/') ? `/_next/${p}` : p)))];
  return {
    scripts: normalised.filter((p) => p.endsWith('.js') || p.endsWith('.mjs')),
    stylesheets: normalised.filter((p) => p.endsWith('.css')),
  };
}

// Elements whose text a visitor never reads on the page.
const UNREAD = new Set(['script', 'style', 'template', 'svg', 'head']);
// Elements that start a new line of text, so that words in neighbouring blocks never run together.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

function collectText(node: ParentNode, out: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text' && 'value' in child) out.push(child.value);
    if (!isElement(child) || UNREAD.has(child.tagName)) continue;
    const block = BLOCKS.has(child.tagName);
    if (block) out.push('\n');
    collectText(child, out);
    if (block) out.push('\n');
  }
}

/**
 * What a reader (or a search result) shows of a page: its title, its meta description and the text
 * of its body, one block per line. Scripts, styles and the RSC payload are left out; <noscript> is
 * kept, since visitors without JavaScript read it.
 */
export function readableText(html: string): string {
  // Parsed as a browser without JavaScript would, so <noscript> holds elements rather than raw text.
  const all = [...elements(parse(html, { scriptingEnabled: false }))];
  const title = all.find((e) => e.tagName === 'title');
  const description = all.find((e) => e.tagName === 'meta' && attr(e, 'name') === 'description');
  const body = all.find((e) => e.tagName === 'body');
  const out: string[] = [title ? textOf(title) : '', '\n', description ? (attr(description, 'content') ?? '') : '', '\n'];
  if (body) collectText(body, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Attributes whose words a visitor hears or sees: accessible names, alternative text, tooltips, hints. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'] as const;

/**
 * The words of a page's body that live in attributes (screen-reader names, alt text, tooltips,
 * placeholders), one per line: readableText() reads only text nodes.
 */
export function spokenAttributes(html: string): string {
  const all = [...elements(parse(html, { scriptingEnabled: false }))];
  const body = all.find((e) => e.tagName === 'body');
  if (!body) return '';
  const lines: string[] = [];
  for (const element of elements(body)) {
    if (UNREAD.has(element.tagName)) continue;
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = attr(element, name);
      if (value) lines.push(value.replace(/\s+/g, ' ').trim());
    }
  }
  return lines.filter(Boolean).join('\n');
}

/** The language the page's <html> declares ("hi-IN"), or null. */
export function documentLanguage(html: string): string | null {
  const root = [...elements(parse(html))].find((e) => e.tagName === 'html');
  return (root && attr(root, 'lang')) ?? null;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * What names a page and its parts, one per line: the <title>, the Open Graph and Twitter titles, every
 * heading, and the text of every link to a service page (a service's name wherever it is listed:
 * navigation, footer, cards, sidebar). Rules about names (no "Planning") read this, not the body text.
 */
export function namingText(html: string): string {
  const all = [...elements(parse(html, { scriptingEnabled: false }))];
  const lines: string[] = [];
  for (const element of all) {
    const property = attr(element, 'property') ?? attr(element, 'name');
    if (element.tagName === 'title') lines.push(textOf(element));
    else if (element.tagName === 'meta' && (property === 'og:title' || property === 'twitter:title'))
      lines.push(attr(element, 'content') ?? '');
    else if (HEADINGS.has(element.tagName) || (element.tagName === 'a' && /\/services\/[^/]+\/$/.test(attr(element, 'href') ?? ''))) {
      const out: string[] = [];
      collectText(element, out);
      lines.push(out.join(' '));
    }
  }
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
