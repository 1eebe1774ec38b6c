import { icoFromPngs } from './favicon';

const png = (bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => i % 251);

describe('icoFromPngs', () => {
  it('writes the ICO header, one directory entry per image and the PNGs after them', () => {
    const images = [
      { size: 32, png: png(100) },
      { size: 48, png: png(150) },
    ];
    const ico = icoFromPngs(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, images.length]);
    let offset = 6 + 16 * images.length;
    images.forEach(({ size, png: data }, i) => {
      const entry = 6 + 16 * i;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1), ico.readUInt16LE(entry + 6)]).toEqual([size, size, 32]);
      expect([ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)]).toEqual([data.byteLength, offset]);
      expect(ico.subarray(offset, offset + data.byteLength)).toEqual(Buffer.from(data));
      offset += data.byteLength;
    });
    expect(ico.byteLength).toBe(offset);
  });

  it('writes 256 px as 0, as the format says, and refuses a size it cannot hold', () => {
    expect(icoFromPngs([{ size: 256, png: png(10) }]).readUInt8(6)).toBe(0);
    expect(() => icoFromPngs([{ size: 300, png: png(10) }])).toThrow('1 to 256 px');
  });
});
