import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only its SHA-256 is stored, so a leaked table grants no session. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
