import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import type { ClientBase, Pool } from 'pg';
import { AppError } from './app-error';
import { cleanUploadedImage, type ImageMime } from './image-upload';
import { sendPrivateImage } from './private-image';

/** An image a customer sent, as an event refers to it: never the bytes, which stay in the table. */
export interface StoredImage {
  imageId: string;
  role: string;
  mime: ImageMime;
  /** Size and SHA-256 of the re-encoded image, the one that is served. */
  size: number;
  sha256: string;
}

export type CheckedImage = { bytes: Buffer; image: Omit<StoredImage, 'imageId'>; original: { bytes: Buffer; sha256: string; size: number } };

/** Keeps an upload's original bytes for audit, under the id of the clean copy that is served. */
export async function keepOriginal(client: ClientBase, store: string, imageId: string, customerId: string, original: { bytes: Buffer; sha256: string; size: number }): Promise<void> {
  await client.query('INSERT INTO upload_originals (image_id, store, customer_id, sha256, size, bytes) VALUES ($1, $2, $3, $4, $5, $6)', [
    imageId,
    store,
    customerId,
    original.sha256,
    original.size,
    original.bytes,
  ]);
}

/** The table a `CustomerImages` keeps, written into its service's migration. */
export function customerImagesTable(table: string): string {
  return `
      CREATE TABLE ${table} (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        role text NOT NULL,
        mime text NOT NULL,
        size integer NOT NULL,
        sha256 text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ${table}_customer ON ${table} (customer_id);`;
}

/**
 * A service's table of customers' images (`id, customer_id, role, mime, size, sha256, bytes`): every
 * upload is decoded and encoded afresh before anything is kept (see `cleanUploadedImage`), stored in
 * the use case's transaction, and served only to its owner and to staff. Identity documents, loan
 * proofs and the like use one each; `keepOriginals` also files each original in `upload_originals`.
 */
export class CustomerImages {
  constructor(
    private readonly table: string,
    private readonly options: { keepOriginals?: boolean } = {},
  ) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  }

  /** The first image that does not decode as a JPG or PNG (or is too large) refuses the lot. */
  async check(files: ReadonlyMap<string, Buffer>): Promise<CheckedImage[]> {
    const checked: CheckedImage[] = [];
    for (const [role, bytes] of files) {
      const clean = await cleanUploadedImage(bytes);
      if (!clean.ok) throw AppError.badInput(clean.key);
      checked.push({ bytes: clean.bytes, image: { role, mime: clean.mime, size: clean.bytes.length, sha256: clean.sha256 }, original: clean.original });
    }
    return checked;
  }

  async store(client: ClientBase, customerId: string, images: readonly CheckedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    for (const { bytes, image, original } of images) {
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
      if (this.options.keepOriginals) await keepOriginal(client, this.table, imageId, customerId, original);
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

  /** Answers one image, never cached: the customer's own (`customerId`), or any for staff (null); 404 otherwise. */
  async send(res: Response, pool: Pool, imageId: string, customerId: string | null): Promise<void> {
    sendPrivateImage(res, await this.read(pool, imageId, customerId));
  }
}
