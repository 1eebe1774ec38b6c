import { trimInlinedStyleText } from './flight';
import { inlinedStyleHrefs } from './html';

const CSS = '.a{color:red}.b::after{content:"₹ → <"}';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8').toString(16);
const textRow = (id: string, text: string) => `${id}:T${bytes(text)},${text}`;
const styleElement = (key: string, href: string, row: string) =>
  `["$","style","${key}",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${row}"}]`;

/** A page as Next writes it: the payload pushed in pieces cut at the given indexes. */
function page(payload: string, cuts: number[], styleHrefs = '/a.css') {
  const points = [0, ...cuts, payload.length];
  const pushes = points.slice(1).map((end, i) => {
    // Escaped as Next escapes it (next/dist/shared/lib/htmlescape).
    const json = JSON.stringify([1, payload.slice(points[i], end)]).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    return `<script>self.__next_f.push(${json})</script>`;
  });
  return `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${styleHrefs}">${CSS}</style></head><body><p>Hi</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join('')}</body></html>`;
}

/** The payload the browser would assemble from the page's pushes. */
function payloadOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g)]
    .map((m) => (JSON.parse(m[1] ?? '') as [number, string])[1])
    .join('');
}

const tree = (rows: string) => `0:{"b":"x"}\n:HL["/a.css","style"]\n${rows}`;

test('inlinedStyleHrefs lists every href React merged into the page’s <style data-href>', () => {
  expect(inlinedStyleHrefs(page('', [], '/a.css /b.css'))).toEqual(new Set(['/a.css', '/b.css']));
});

test('empties the text of a stylesheet the page already renders, wherever the pushes were cut', () => {
  const payload = tree(`${textRow('2', CSS)}1:[${styleElement('0', '/a.css', '2')}]\n3:["$","p",null,{"children":"after ₹"}]\n`);
  for (const cut of [5, payload.indexOf('T') + 2, payload.indexOf('.b') + 3, payload.length - 4]) {
    const html = page(payload, [cut]);
    const result = trimInlinedStyleText(html, inlinedStyleHrefs(html));
    expect(result.removedRows).toBe(1);
    expect(payloadOf(result.html)).toBe(payload.replace(textRow('2', CSS), '2:T0,'));
    expect(result.html).toContain('<style data-precedence="next" data-href="/a.css">');
  }
});

test('keeps the two references of the root layout’s styles in step: both rows emptied', () => {
  const payload = tree(
    `${textRow('2', CSS)}${textRow('a', CSS)}1:[${styleElement('0', '/a.css', '2')}]\n4:[${styleElement('0', '/a.css', 'a')}]\n`,
  );
  const html = page(payload, [40]);
  const result = trimInlinedStyleText(html, new Set(['/a.css']));
  expect(result.removedRows).toBe(2);
  expect(payloadOf(result.html)).not.toContain('.a{color:red}');
});

test('leaves text that is also used elsewhere, and stylesheets the page does not render yet', () => {
  const shared = tree(`${textRow('2', CSS)}1:[${styleElement('0', '/a.css', '2')},["$","pre",null,{"children":"$2"}]]\n`);
  expect(trimInlinedStyleText(page(shared, [10]), new Set(['/a.css'])).removedRows).toBe(0);
  const later = tree(`${textRow('2', CSS)}1:[${styleElement('0', '/later.css', '2')}]\n`);
  expect(trimInlinedStyleText(page(later, [10]), new Set(['/a.css'])).removedRows).toBe(0);
});

test('leaves untouched pushes byte for byte as Next escaped them', () => {
  const payload = tree(`${textRow('2', CSS)}1:[${styleElement('0', '/a.css', '2')}]\n5:["$","p",null,{"children":"a < b & c"}]\n`);
  const cut = payload.indexOf('5:');
  const html = page(payload, [cut]);
  const untouched = html.match(/<script>self\.__next_f\.push\(\[1,"5:[^<]*<\/script>/)?.[0];
  expect(untouched).toBeDefined();
  expect(trimInlinedStyleText(html, new Set(['/a.css'])).html).toContain(untouched);
});

test('leaves a page alone when its payload is pushed as binary', () => {
  const html = page(tree(`${textRow('2', CSS)}1:[${styleElement('0', '/a.css', '2')}]\n`), []).replace(
    '</body>',
    '<script>self.__next_f.push([3,"AAAA"])</script></body>',
  );
  expect(trimInlinedStyleText(html, new Set(['/a.css']))).toEqual({ html, removedRows: 0, removedChars: 0 });
});

test('refuses a row whose length does not end on a character boundary rather than corrupt the page', () => {
  const html = page(tree(`2:T2,₹1:[${styleElement('0', '/a.css', '2')}]\n`), []);
  expect(() => trimInlinedStyleText(html, new Set(['/a.css']))).toThrow(/character boundary/);
});
