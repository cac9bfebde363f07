import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The most an uploaded image may weigh: 8 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** The most pixels a decoded upload may have (a 50 MP photo): a small file cannot unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageMime = 'image/jpeg' | 'image/png';
export type ImageCheck = { ok: true; mime: ImageMime; sha256: string } | { ok: false; key: 'upload.type' | 'upload.tooLarge' };

/** An upload decoded and encoded afresh: the only bytes the platform keeps to show, and what it knew of the original. */
export type CleanedImage =
  | { ok: true; mime: ImageMime; bytes: Buffer; sha256: string; width: number; height: number; original: { bytes: Buffer; sha256: string; size: number } }
  | { ok: false; key: 'upload.type' | 'upload.tooLarge' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

sharp.cache(false);

/**
 * An upload is judged by its bytes, never by its name or declared type: a JPEG starts FF D8 FF and
 * ends FF D9, a PNG starts with its 8-byte signature and an IHDR chunk. This is only the first look;
 * `cleanUploadedImage` decodes it.
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

/**
 * Every image a customer sends (an avatar, a deposit proof, identity documents, loan documents)
 * passes through here before anything keeps it: decoded in full (a file that does not decode cleanly
 * as the JPEG or PNG it claims to be is refused), turned upright by its EXIF orientation, and encoded
 * afresh. What is served is only the new encoding: no EXIF (a selfie's GPS position), no comment
 * segments, no bytes before or after the image (a JPEG-HTML polyglot's script), no ICC profile.
 * The original is returned for the few stores an auditor needs it in; none of them serves it.
 */
export async function cleanUploadedImage(bytes: Buffer): Promise<CleanedImage> {
  const checked = checkUploadedImage(bytes);
  if (!checked.ok) return checked;
  try {
    const decoded = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true }).rotate();
    const format = (await decoded.metadata()).format;
    if ((checked.mime === 'image/jpeg' && format !== 'jpeg') || (checked.mime === 'image/png' && format !== 'png')) return { ok: false, key: 'upload.type' };
    const encoded = checked.mime === 'image/jpeg' ? decoded.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }) : decoded.png({ compressionLevel: 6 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (data.length > MAX_IMAGE_BYTES) return { ok: false, key: 'upload.tooLarge' };
    return {
      ok: true,
      mime: checked.mime,
      bytes: data,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: info.width,
      height: info.height,
      original: { bytes, sha256: checked.sha256, size: bytes.length },
    };
  } catch {
    // Truncated, corrupt, a pixel bomb, bytes that only look like an image: refused as "not an image".
    return { ok: false, key: 'upload.type' };
  }
}
