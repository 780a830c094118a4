import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

/** A PNG of `width` × `height` 8-bit RGBA pixels (not interlaced) from its raw rows, each led by its filter byte. */
export function pngFromRows(width: number, height: number, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG built by hand, so a test needs no image file: each pixel the colour `pixel(x, y)` answers (a
 * solid colour by default).
 */
export function png(width: number, height: number, pixel: Rgba | ((x: number, y: number) => Rgba)): Buffer {
  const colourAt = typeof pixel === 'function' ? pixel : () => pixel;
  const stride = width * 4 + 1; // each row starts with its filter byte (0: none)
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(colourAt(x, y), y * stride + 1 + x * 4);
  }
  return pngFromRows(width, height, rows);
}

/**
 * A small PNG whose header claims `width` × `height` pixels, with data for its first row only: a few
 * kilobytes that a decoder would inflate into width × height × 4 bytes.
 */
export const pngClaiming = (width: number, height: number) =>
  pngFromRows(width, height, Buffer.alloc(width * 4 + 1));
