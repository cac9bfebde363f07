/**
 * What a Sign-In with Ethereum message (EIP-4361) must say before the platform lets it open a session,
 * once its signature is known to be the named address's. Pure: the message's fields, the site and the
 * time come from the caller. The nonce's single use is the nonce store's part (wallet-nonces.ts).
 */

/** The fields of a parsed message that matter here (what `parseSiweMessage` reads; absent when missing). */
export interface SignInMessageFields {
  domain?: string;
  address?: string;
  uri?: string;
  version?: string;
  chainId?: number;
  nonce?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

/** The one site a message may name: the platform's public address (`PUBLIC_URL`). */
export interface SignInSite {
  /** `host[:port]`, as EIP-4361's domain is written. */
  domain: string;
  /** `scheme://host[:port]`: the message's URI must be on it. */
  origin: string;
}

export type SignInMessageRefusal = 'siwe.messageInvalid' | 'siwe.otherSite' | 'siwe.expired';

/** How long a sign-in request lives, from the nonce to the last moment its message is accepted. */
export const SIGN_IN_TTL_SECONDS = 600;

/** Clocks of a phone and the server differ a little: an issue time this far ahead is still believed. */
export const CLOCK_SKEW_SECONDS = 60;

/** EIP-4361: at least 8 letters and digits. Ours are 32 hex digits; 64 leaves room and nothing more. */
const NONCE = /^[A-Za-z0-9]{8,64}$/;

export function siteOf(publicUrl: string): SignInSite {
  const url = new URL(publicUrl);
  return { domain: url.host, origin: url.origin };
}

const originOf = (uri: string): string | null => {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
};

const isTime = (value: Date | undefined): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** Null when the message may sign the customer in; otherwise the reason, as a message key. */
export function signInMessageRefusal(fields: SignInMessageFields, site: SignInSite, now: Date): SignInMessageRefusal | null {
  if (fields.version !== '1' || !fields.address || !fields.nonce || !NONCE.test(fields.nonce)) return 'siwe.messageInvalid';
  if (!Number.isSafeInteger(fields.chainId) || (fields.chainId ?? 0) < 1) return 'siwe.messageInvalid';
  if (!fields.domain || !fields.uri) return 'siwe.messageInvalid';
  // Another site's message, even one that carries our nonce, is refused: a site that had the customer
  // sign for itself cannot bring the signature here.
  if (fields.domain.toLowerCase() !== site.domain.toLowerCase() || originOf(fields.uri) !== site.origin) return 'siwe.otherSite';
  // The platform's messages always say when they end; one that never ends is not ours.
  if (!isTime(fields.issuedAt) || !isTime(fields.expirationTime)) return 'siwe.messageInvalid';
  if (fields.issuedAt.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000) return 'siwe.messageInvalid';
  if (
    fields.notBefore !== undefined &&
    (!isTime(fields.notBefore) || fields.notBefore.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000)
  )
    return 'siwe.messageInvalid';
  if (fields.expirationTime.getTime() <= now.getTime()) return 'siwe.expired';
  return null;
}

/** `0x19E7…ff2A`: how wallets show an address when there is no room for all of it. */
export const shortWalletAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
