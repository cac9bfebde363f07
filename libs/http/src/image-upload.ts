import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
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

const JPEG_END = Buffer.from([0xff, 0xd9]);

sharp.cache(false);

/**
 * An upload is judged by its bytes, never by its name or declared type: file-type reads the
 * signature (a JPEG's FF D8 FF, a PNG's 8 bytes), and two structural rules it does not check stay
 * here, because file-type looks only at the start of a file: a JPEG must end with its end-of-image
 * marker FF D9 (a cut-off upload is refused before it is decoded), and a PNG must go on with its IHDR
 * chunk. This is only the first look; `cleanUploadedImage` decodes it.
 */
export async function checkUploadedImage(bytes: Buffer): Promise<ImageCheck> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, key: 'upload.tooLarge' };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected === 'image/jpeg' && bytes.length > 4 && bytes.subarray(-2).equals(JPEG_END)) return { ok: true, mime: 'image/jpeg', sha256 };
  if (detected === 'image/png' && bytes.length > 24 && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return { ok: true, mime: 'image/png', sha256 };
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
  const checked = await checkUploadedImage(bytes);
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
