import { isChunkLoadError } from './chunkError';

function named(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

it.each([
  ['webpack timeout', named('ChunkLoadError', 'Loading chunk 42 failed.\n(timeout: https://x/_next/static/chunks/42.js)')],
  ['missing chunk by message', new Error('Loading chunk app/page failed. (missing: /_next/static/chunks/app/page.js)')],
  ['CSS chunk', new Error('Loading CSS chunk 7 failed.')],
  ['Turbopack', new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123')],
  ['ESM import', new TypeError('Failed to fetch dynamically imported module: https://x/a.js')],
])('recognises a %s failure', (_, error) => {
  expect(isChunkLoadError(error)).toBe(true);
});

it('leaves other errors alone', () => {
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});
