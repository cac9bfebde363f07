import type { Response } from 'express';
import type { Pool } from 'pg';
import { CustomerImages } from '@meridian/http';

/** Images customers send to support: decoded and encoded afresh (as C2C proofs are); the bytes stay in `support_images`. */
export const supportImages = new CustomerImages('support_images');

/** Answers one support image, never cached: the customer's own (`customerId`), or any for staff (null). */
export async function sendSupportImage(res: Response, pool: Pool, id: string, customerId: string | null): Promise<void> {
  const image = await supportImages.read(pool, id, customerId);
  res.setHeader('Content-Type', image.mime);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(image.bytes);
}
