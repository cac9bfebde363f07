import { checkUploadedImage, MAX_IMAGE_BYTES } from './image-upload';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100), Buffer.from([0xff, 0xd9])]);

describe('proof images are judged by their bytes', () => {
  it('accepts a PNG and a JPEG', () => {
    expect(checkUploadedImage(png)).toMatchObject({ ok: true, mime: 'image/png' });
    expect(checkUploadedImage(jpeg)).toMatchObject({ ok: true, mime: 'image/jpeg' });
  });

  it('refuses anything else, whatever its name', () => {
    expect(checkUploadedImage(Buffer.from('GIF89a......................'))).toEqual({ ok: false, key: 'upload.type' });
    expect(checkUploadedImage(Buffer.from('%PDF-1.7 ......................'))).toEqual({ ok: false, key: 'upload.type' });
    expect(checkUploadedImage(png.subarray(0, 10))).toEqual({ ok: false, key: 'upload.type' });
  });

  it('refuses more than 8 MB', () => {
    expect(checkUploadedImage(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]))).toEqual({ ok: false, key: 'upload.tooLarge' });
  });
});
