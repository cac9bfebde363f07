import { checkImageFile, imageKindOf, IMAGE_MAX_BYTES } from './image-file';

describe('proof images (SPEC: JPG, JPEG or PNG under 8 MB)', () => {
  it('accepts JPG, JPEG and PNG up to 8 MB', () => {
    expect(checkImageFile({ name: 'receipt.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ name: 'receipt.jpeg', type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'receipt.jpg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ name: 'receipt.gif', type: 'image/gif', size: 10 })).toBe('validation.proofType');
    expect(checkImageFile({ name: 'receipt.png', type: 'application/pdf', size: 10 })).toBe('validation.proofType');
    expect(checkImageFile({ name: 'receipt.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('validation.proofSize');
  });

  it('reads what the file is from its first bytes', () => {
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });
});
