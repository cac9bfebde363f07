import { createHash } from 'node:crypto';

/** The most an uploaded image may weigh: 8 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export type ImageCheck = { ok: true; mime: 'image/jpeg' | 'image/png'; sha256: string } | { ok: false; key: 'upload.type' | 'upload.tooLarge' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An upload is judged by its bytes, never by its name or declared type: a JPEG starts FF D8 FF and
 * ends FF D9, a PNG starts with its 8-byte signature and an IHDR chunk. Every image a customer sends
 * (a deposit proof, identity documents, an avatar) passes through here.
 */
export function checkUploadedImage(bytes: Buffer): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, key: 'upload.tooLarge' };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const isJpeg = bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]));
  if (isJpeg) return { ok: true, mime: 'image/jpeg', sha256 };
  const isPng = bytes.length > 24 && bytes.subarray(0, 8).equals(PNG) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  if (isPng) return { ok: true, mime: 'image/png', sha256 };
  return { ok: false, key: 'upload.type' };
}
