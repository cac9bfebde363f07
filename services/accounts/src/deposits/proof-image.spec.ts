import { checkProofImage, MAX_PROOF_BYTES } from './proof-image';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100), Buffer.from([0xff, 0xd9])]);

describe('proof images are judged by their bytes', () => {
  it('accepts a PNG and a JPEG', () => {
    expect(checkProofImage(png)).toMatchObject({ ok: true, mime: 'image/png' });
    expect(checkProofImage(jpeg)).toMatchObject({ ok: true, mime: 'image/jpeg' });
  });

  it('refuses anything else, whatever its name', () => {
    expect(checkProofImage(Buffer.from('GIF89a......................'))).toEqual({ ok: false, key: 'upload.type' });
    expect(checkProofImage(Buffer.from('%PDF-1.7 ......................'))).toEqual({ ok: false, key: 'upload.type' });
    expect(checkProofImage(png.subarray(0, 10))).toEqual({ ok: false, key: 'upload.type' });
  });

  it('refuses more than 8 MB', () => {
    expect(checkProofImage(Buffer.concat([png, Buffer.alloc(MAX_PROOF_BYTES)]))).toEqual({ ok: false, key: 'upload.tooLarge' });
  });
});
