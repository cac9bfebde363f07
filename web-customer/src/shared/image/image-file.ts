// SPEC sections 5 and 9: every image a customer sends (a deposit proof, identity documents, a bill) is
// JPG, JPEG or PNG, at most 8 MB. The server checks the content too; checking here spares the customer
// an upload that would be refused.
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export const checkImageFile = (file: FileFacts): string | null => {
  const named = /\.(jpe?g|png)$/i.test(file.name);
  const typed = file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png';
  if (!named || !typed) return 'validation.proofType';
  if (file.size === 0) return 'validation.proofType';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.proofSize';
  return null;
};

// The first bytes say what the file really is, whatever its name.
export const imageKindOf = (head: Uint8Array): 'png' | 'jpeg' | null => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => head[index] === byte)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
};
