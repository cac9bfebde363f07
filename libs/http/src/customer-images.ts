import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool } from 'pg';
import { AppError } from './app-error';
import { checkUploadedImage } from './image-upload';

/** An image a customer sent, as an event refers to it: never the bytes, which stay in the table. */
export interface StoredImage {
  imageId: string;
  role: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  sha256: string;
}

export type CheckedImage = { bytes: Buffer; image: Omit<StoredImage, 'imageId'> };

/**
 * A service's table of customers' images (`id, customer_id, role, mime, size, sha256, bytes`): every
 * upload is checked by its bytes before anything is kept, stored in the use case's transaction, and
 * served only to its owner and to staff. Identity documents, loan proofs and the like use one each.
 */
export class CustomerImages {
  constructor(private readonly table: string) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  }

  /** The first image that is not a JPG or PNG (or too large) refuses the lot. */
  check(files: ReadonlyMap<string, Buffer>): CheckedImage[] {
    return [...files].map(([role, bytes]) => {
      const checked = checkUploadedImage(bytes);
      if (!checked.ok) throw AppError.badInput(checked.key);
      return { bytes, image: { role, mime: checked.mime, size: bytes.length, sha256: checked.sha256 } };
    });
  }

  async store(client: ClientBase, customerId: string, images: readonly CheckedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    for (const { bytes, image } of images) {
      const imageId = randomUUID();
      await client.query(`INSERT INTO ${this.table} (id, customer_id, role, mime, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
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
  async read(pool: Pool, imageId: string, customerId: string | null): Promise<{ mime: string; bytes: Buffer }> {
    const { rows } = await pool.query<{ mime: string; bytes: Buffer }>(
      `SELECT mime, bytes FROM ${this.table} WHERE id = $1 AND ($2::uuid IS NULL OR customer_id = $2)`,
      [imageId, customerId],
    );
    if (!rows[0]) throw new AppError('request.notFound', 404, 404);
    return rows[0];
  }
}
