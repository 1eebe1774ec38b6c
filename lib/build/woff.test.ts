import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { woffToSfnt } from './woff';

const fonts = join(process.cwd(), 'node_modules/@fontsource/noto-sans-devanagari/files');

it('unwraps a WOFF font into the TrueType file it holds, tables intact', () => {
  const woff = readFileSync(join(fonts, 'noto-sans-devanagari-devanagari-400-normal.woff'));
  const sfnt = woffToSfnt(woff);
  expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
  expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
  // WOFF's header records the size of the font it wraps.
  expect(sfnt.length).toBe(woff.readUInt32BE(16));
});

it('refuses anything but WOFF 1.0', () => {
  expect(() => woffToSfnt(Buffer.from('wOF2xxxxxxxxxxxxxxxx'))).toThrow('WOFF 1.0');
});
