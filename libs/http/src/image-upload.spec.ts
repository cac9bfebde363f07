import sharp from 'sharp';
import { checkUploadedImage, cleanUploadedImage, MAX_IMAGE_BYTES } from './image-upload';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100), Buffer.from([0xff, 0xd9])]);

describe('proof images are judged by their bytes', () => {
  it('accepts a PNG and a JPEG', async () => {
    expect(await checkUploadedImage(png)).toMatchObject({ ok: true, mime: 'image/png' });
    expect(await checkUploadedImage(jpeg)).toMatchObject({ ok: true, mime: 'image/jpeg' });
  });

  it('refuses anything else, whatever its name', async () => {
    expect(await checkUploadedImage(Buffer.from('GIF89a......................'))).toEqual({ ok: false, key: 'upload.type' });
    expect(await checkUploadedImage(Buffer.from('%PDF-1.7 ......................'))).toEqual({ ok: false, key: 'upload.type' });
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    expect(await checkUploadedImage(webp)).toEqual({ ok: false, key: 'upload.type' });
  });

  it('refuses a PNG cut after its signature and a JPEG without its end marker', async () => {
    expect(await checkUploadedImage(png.subarray(0, 10))).toEqual({ ok: false, key: 'upload.type' });
    expect(await checkUploadedImage(jpeg.subarray(0, -2))).toEqual({ ok: false, key: 'upload.type' });
  });

  it('refuses more than 8 MB', async () => {
    expect(await checkUploadedImage(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]))).toEqual({ ok: false, key: 'upload.tooLarge' });
  });
});

describe('uploads are decoded and encoded afresh', () => {
  const SCRIPT = '<script>alert(1)</script>';
  const photo = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#204080' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 30/1' } })
      .toBuffer();

  it('drops EXIF (GPS), comments and anything appended; keeps the original for audit', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const withTail = Buffer.concat([original, Buffer.from(SCRIPT), Buffer.from([0xff, 0xd9])]);
    const clean = await cleanUploadedImage(withTail);
    if (!clean.ok) throw new Error('refused');
    expect(clean.mime).toBe('image/jpeg');
    expect(clean.bytes.includes(SCRIPT)).toBe(false);
    expect(clean.bytes.includes('SpyCam')).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
    expect(clean.original.bytes).toBe(withTail);
    expect([clean.width, clean.height]).toEqual([40, 30]);
  });

  it('refuses what only looks like an image, and a pixel bomb', async () => {
    expect(await cleanUploadedImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT), Buffer.from([0xff, 0xd9])]))).toEqual({ ok: false, key: 'upload.type' });
    expect(await cleanUploadedImage(jpeg)).toEqual({ ok: false, key: 'upload.type' });
    const bomb = await sharp({ create: { width: 8_000, height: 8_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await cleanUploadedImage(bomb)).toEqual({ ok: false, key: 'upload.type' });
    expect(await cleanUploadedImage(png)).toMatchObject({ ok: true, mime: 'image/png' });
  });
});
