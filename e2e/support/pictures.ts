import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/**
 * A real PNG (8-bit RGB): one colour, or noise, which does not compress, so a picture of about
 * a chosen size in bytes can be made (width x height x 3 plus a byte a row).
 */
export function png(width: number, height: number, fill: 'brown' | 'noise' = 'brown'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = width * 3 + 1;
  const raw = fill === 'noise' ? randomBytes(row * height) : Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    if (fill === 'brown')
      for (let x = 0; x < width; x += 1) raw.set([0x6f, 0x4e, 0x37], y * row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: fill === 'noise' ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A page and a script after the picture's end: what a polyglot upload carries. */
export const POLYGLOT_PAYLOAD =
  '<script>alert(document.cookie)</script><html><body>polyglot</body></html>';
