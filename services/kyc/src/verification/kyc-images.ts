import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool } from 'pg';
import { AppError, checkUploadedImage } from '@meridian/http';
import type { KycImage } from './verification.decider';

/** Checks every uploaded image by its bytes before anything is stored; the first bad one refuses the lot. */
export function checkedImages(files: ReadonlyMap<string, Buffer>): { role: string; bytes: Buffer; image: Omit<KycImage, 'imageId'> }[] {
  return [...files].map(([role, bytes]) => {
    const checked = checkUploadedImage(bytes);
    if (!checked.ok) throw AppError.badInput(checked.key);
    return { role, bytes, image: { role, mime: checked.mime, size: bytes.length, sha256: checked.sha256 } };
  });
}

/** Stores the images of one submission in its transaction; the event keeps only their ids and hashes. */
export async function storeImages(client: ClientBase, customerId: string, images: ReturnType<typeof checkedImages>): Promise<KycImage[]> {
  const stored: KycImage[] = [];
  for (const { bytes, image } of images) {
    const imageId = randomUUID();
    await client.query('INSERT INTO kyc_images (id, customer_id, role, mime, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      imageId,
      customerId,
      image.role,
      image.mime,
      image.size,
      image.sha256,
      bytes,
    ]);
    stored.push({ imageId, ...image });
  }
  return stored;
}

/** An image for its owner (`customerId`) or for staff (null): another customer's is "not found", as if it did not exist. */
export async function readImage(pool: Pool, imageId: string, customerId: string | null): Promise<{ mime: string; bytes: Buffer }> {
  const { rows } = await pool.query<{ mime: string; bytes: Buffer }>(
    'SELECT mime, bytes FROM kyc_images WHERE id = $1 AND ($2::uuid IS NULL OR customer_id = $2)',
    [imageId, customerId],
  );
  if (!rows[0]) throw new AppError('request.notFound', 404, 404);
  return rows[0];
}
