import type { Response } from 'express';
import { sendPrivateImage } from './private-image';

describe('sendPrivateImage', () => {
  it('answers the bytes as their type, never cached', () => {
    const headers: Record<string, string> = {};
    let sent: unknown;
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      send: (body: unknown) => (sent = body),
    } as unknown as Response;
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    sendPrivateImage(res, { mime: 'image/png', bytes });
    expect({ headers, sent }).toEqual({ headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' }, sent: bytes });
  });
});
