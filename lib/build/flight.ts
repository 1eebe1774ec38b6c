// Build-time trimming of the React Server Components payload ("flight data") that Next inlines at
// the end of every exported page.
//
// With `experimental.inlineCss` Next writes each stylesheet's text three times into the HTML: once
// in the <style> the browser renders, and twice more as text rows of the inline flight data (the
// root layout's <style precedence href> elements appear in two places of the tree). On about/ that
// is 39 KB of the 137 KB page, parsed before the first paint. React never reads that text on the
// page it arrived with: a <style href precedence> whose href the document already carries
// (`style[data-href~="href"]`) is adopted, not created. So the text rows of stylesheets the page
// already has are emptied here. A client-side navigation fetches the next page's payload from its
// own .txt file, which keeps the text, so React can insert a stylesheet that page is the first to use.

// The pushes are rewritten with Next's own escaping, so they read exactly as the installed Next writes them.
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/** The inline scripts Next writes for the payload: `self.__next_f.push([1,"<text>"])`. */
const DATA_PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
/** Payload pushed as base64 bytes instead of text (Next does this for non-UTF-8 data). */
const BINARY_PUSH = /self\.__next_f\.push\(\[3,/;

// React's flight rows are `<hex id>:<row>`. A row whose tag is one of these carries a hex byte length
// and a comma instead of ending at a newline (T: text; the others: typed arrays).
const LENGTH_PREFIXED_TAGS = new Set('TAOoUSsLlGgMmV');

type Edit = { start: number; end: number; replacement: string };

export type TrimResult = { html: string; removedRows: number; removedChars: number };

/** The string index `byteLength` UTF-8 bytes after `from` (row lengths count bytes, not UTF-16 units). */
function advanceUtf8(text: string, from: number, byteLength: number): number {
  let index = from;
  let bytes = 0;
  while (bytes < byteLength && index < text.length) {
    const code = text.codePointAt(index) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  if (bytes !== byteLength) throw new Error(`A flight row's length (${byteLength} bytes) does not fall on a character boundary`);
  return index;
}

type Rows = {
  /** Rows holding a value (JSON), by id. */
  models: Map<string, string>;
  /** Text rows by id: where the hex length and the text sit in the payload. */
  texts: Map<string, { lengthStart: number; lengthEnd: number; start: number; end: number }>;
};

function readRows(payload: string): Rows {
  const models = new Map<string, string>();
  const texts: Rows['texts'] = new Map();
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(':', at);
    const id = payload.slice(at, colon);
    // Hint rows (`:HL[...]`, preloads) have no id.
    if (colon < 0 || !/^[0-9a-f]*$/.test(id)) throw new Error(`Unexpected flight row at character ${at}: ${payload.slice(at, at + 40)}`);
    const tag = payload[colon + 1] ?? '';
    if (LENGTH_PREFIXED_TAGS.has(tag)) {
      const comma = payload.indexOf(',', colon + 2);
      const byteLength = Number.parseInt(payload.slice(colon + 2, comma), 16);
      const end = advanceUtf8(payload, comma + 1, byteLength);
      if (tag === 'T') texts.set(id, { lengthStart: colon + 2, lengthEnd: comma, start: comma + 1, end });
      at = end;
    } else {
      const newline = payload.indexOf('\n', colon);
      const end = newline < 0 ? payload.length : newline;
      models.set(id, payload.slice(colon + 1, end));
      at = end + 1;
    }
  }
  return { models, texts };
}

/** Every `["$","style",key,{precedence, href, children: "$<row>"}]` element in a model row. */
function* styleElements(value: unknown): Generator<{ href: string; row: string }> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    const [marker, type, , props] = value as unknown[];
    if (marker === '$' && type === 'style' && props && typeof props === 'object') {
      const { precedence, href, children } = props as Record<string, unknown>;
      if (typeof precedence === 'string' && typeof href === 'string' && typeof children === 'string' && /^\$[0-9a-f]+$/.test(children)) {
        yield { href, row: children.slice(1) };
      }
    }
    for (const item of value) yield* styleElements(item);
    return;
  }
  for (const item of Object.values(value)) yield* styleElements(item);
}

/** Applies edits (sorted, non-overlapping, in payload indexes) to the chunks the payload was pushed in. */
function editChunks(chunks: readonly string[], edits: readonly Edit[]): string[] {
  let chunkStart = 0;
  return chunks.map((chunk) => {
    const chunkEnd = chunkStart + chunk.length;
    let out = '';
    let at = chunkStart;
    for (const edit of edits) {
      if (edit.end <= chunkStart || edit.start >= chunkEnd) continue;
      const from = Math.max(edit.start, chunkStart);
      out += chunk.slice(at - chunkStart, from - chunkStart);
      if (edit.start >= chunkStart) out += edit.replacement;
      at = Math.min(edit.end, chunkEnd);
    }
    out += chunk.slice(at - chunkStart);
    chunkStart = chunkEnd;
    return out;
  });
}

/**
 * Empties the flight text rows that only hold the text of stylesheets the page already renders
 * (`adoptedHrefs`: the hrefs listed by the page's <style data-href>). A row is emptied only when
 * every reference to it is such a stylesheet's children; anything unexpected leaves the page as it was.
 */
export function trimInlinedStyleText(html: string, adoptedHrefs: ReadonlySet<string>): TrimResult {
  const unchanged: TrimResult = { html, removedRows: 0, removedChars: 0 };
  if (BINARY_PUSH.test(html)) return unchanged;
  const pushes = [...html.matchAll(DATA_PUSH)];
  const chunks = pushes.map((m) => (JSON.parse(m[1] ?? '[]') as [number, string])[1]);
  const payload = chunks.join('');
  if (!payload) return unchanged;
  const { models, texts } = readRows(payload);

  const styleRefs = new Map<string, number>();
  const otherRefs = new Map<string, number>();
  for (const json of models.values()) {
    if (!/^[[{]/.test(json)) continue;
    for (const { href, row } of styleElements(JSON.parse(json))) {
      const counts = adoptedHrefs.has(href) ? styleRefs : otherRefs;
      counts.set(row, (counts.get(row) ?? 0) + 1);
    }
    for (const match of json.matchAll(/"\$([0-9a-f]+)"/g)) {
      const row = match[1] ?? '';
      otherRefs.set(row, (otherRefs.get(row) ?? 0) + 1);
    }
  }
  const edits: Edit[] = [];
  for (const [row, text] of texts) {
    const asStyle = styleRefs.get(row) ?? 0;
    // Each style reference was also counted as a plain "$row" reference above.
    if (asStyle === 0 || (otherRefs.get(row) ?? 0) !== asStyle) continue;
    edits.push({ start: text.lengthStart, end: text.lengthEnd, replacement: '0' }, { start: text.start, end: text.end, replacement: '' });
  }
  if (!edits.length) return unchanged;
  edits.sort((a, b) => a.start - b.start);

  const trimmed = editChunks(chunks, edits);
  // The trimmed payload must still read as the same rows, or the page is left for a person to look at.
  const after = readRows(trimmed.join(''));
  if (after.models.size !== models.size || after.texts.size !== texts.size) throw new Error('Trimming the flight data changed its rows');
  let index = 0;
  const out = html.replace(
    DATA_PUSH,
    () => `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, trimmed[index++]]))})</script>`,
  );
  return { html: out, removedRows: edits.length / 2, removedChars: payload.length - trimmed.join('').length };
}
