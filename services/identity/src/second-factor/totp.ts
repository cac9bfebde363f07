import { generateSecret, generateSync, ScureBase32Plugin, verifySync } from 'otplib';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps, what
 * Google Authenticator and its peers compute from the secret the customer scans. The arithmetic is
 * otplib's (RFC-tested, constant-time comparison); this file pins the parameters and keeps the shape
 * the rest of identity uses (steps as bigint, a code of a step, the step a code belongs to).
 */

export const STEP_SECONDS = 30;
export const DIGITS = 6;
const ALGORITHM = 'sha1';
const base32 = new ScureBase32Plugin();

/** RFC 4648 base32, without padding: how authenticator apps take a secret. */
export const base32Encode = (bytes: Uint8Array): string => base32.encode(bytes, { padding: false });

/** Tolerant of what people type or copy: lower case, spaces, dashes and padding. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  if (!/^[A-Z2-7]*$/.test(clean)) throw new Error('not base32');
  return Buffer.from(base32.decode(clean));
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** RFC 4226: the code of one counter value. */
export const hotp = (secret: Uint8Array, counter: bigint, digits: 6 | 8 = DIGITS): string =>
  generateSync({ strategy: 'hotp', secret: new Uint8Array(secret), counter: Number(counter), digits, algorithm: ALGORITHM });

export const stepAt = (unixMs: number): bigint => BigInt(Math.floor(unixMs / 1000 / STEP_SECONDS));

/**
 * The step whose code this is, within `window` steps either side of now (clock drift), or null. The
 * step lets the caller refuse a code of a step it has already accepted (replay).
 */
export function matchingStep(secretBase32: string, code: string, unixMs: number, window = 1): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret: base32Decode(secretBase32),
    token: code,
    epoch: Math.floor(unixMs / 1000),
    epochTolerance: window * STEP_SECONDS,
    period: STEP_SECONDS,
    digits: DIGITS,
    algorithm: ALGORITHM,
  });
  // The functional API's result type covers HOTP too; a TOTP match always names its step.
  return result.valid && 'timeStep' in result ? BigInt(result.timeStep) : null;
}

/**
 * What an authenticator app scans: `otpauth://totp/<issuer>:<account>?secret=...`. Written here, not by
 * otplib's generateURI: that one leaves out algorithm, digits and period when they equal its defaults,
 * and this URI states them so an app that guesses other defaults still computes our codes (and the
 * customer's QR code stays the same as before).
 */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}
