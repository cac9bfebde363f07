import type { Response } from 'express';

/**
 * Answers an image a customer sent (a payment proof, a document) as its bytes, never cached: only its
 * owner and staff may see it (`c2c/src/orders/queries/c2c-orders-admin.http.controller.ts`).
 */
export function sendPrivateImage(res: Response, image: { mime: string; bytes: Buffer }): void {
  res.setHeader('Content-Type', image.mime);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(image.bytes);
}
