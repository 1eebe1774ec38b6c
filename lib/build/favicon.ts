// /favicon.ico: pages name /icon.svg, but browsers, feed readers and crawlers still ask for the old
// address on their own (Chromium does when a page's address changes by replaceState), and a 404 there
// is noise in every log. An ICO file may hold PNG images (Windows Vista onwards, every current
// browser), so the file is the icon drawn at 32 and 48 px behind the ICO header and directory.

/** An ICO file holding each PNG as it is; `sizes` are the images' widths (= heights) in pixels. */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 px wide, not ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.byteLength, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.byteLength;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => Buffer.from(i.png))]);
}
