import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A PNG that looks like a photographed card: a tinted background, a darker band and a few text-like
 * bars, so screenshots of upload previews and review pages show something. `tint` is [r, g, b].
 */
export function documentPhoto(width = 480, height = 300, tint: [number, number, number] = [120, 160, 210]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y < height * 0.22;
      const photo = x > width * 0.06 && x < width * 0.3 && y > height * 0.32 && y < height * 0.88;
      const text = x > width * 0.36 && x < width * 0.92 && [0.38, 0.5, 0.62, 0.74].some((at) => Math.abs(y / height - at) < 0.025) && x / width < 0.92 - ((y * 7) % 23) / 100;
      const [r, g, b] = band ? tint.map((v) => v * 0.6) : photo ? [200, 190, 175] : text ? [60, 60, 70] : tint.map((v) => Math.min(255, v + 60));
      row.writeUInt8(Math.round(r!), 1 + x * 3);
      row.writeUInt8(Math.round(g!), 2 + x * 3);
      row.writeUInt8(Math.round(b!), 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
