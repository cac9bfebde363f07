import { getAddress, isAddress, recoverMessageAddress, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { SignInMessageFields, SignInSite } from './domain/sign-in-message.policy';

/**
 * Sign-In with Ethereum (EIP-4361) messages, written, read and checked with viem: its parser and its
 * EIP-191 (`personal_sign`) signature recovery, never crypto written here.
 */

/**
 * What the customer signs. ASCII only (EIP-4361's statement allows nothing else), so it stays English;
 * the screen says the same in the customer's language before the wallet asks.
 */
export const SIGN_IN_STATEMENT =
  'Sign in to Meridian with this wallet. A new wallet opens an account under the user agreement. This costs nothing and moves no funds.';

export interface SignInRequest {
  site: SignInSite;
  address: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
}

/** The message the platform asks the wallet to sign, naming the site, the nonce and when it ends. */
export function signInMessage(request: SignInRequest): string {
  return createSiweMessage({
    domain: request.site.domain,
    address: getAddress(request.address),
    statement: SIGN_IN_STATEMENT,
    uri: `${request.site.origin}/login`,
    version: '1',
    chainId: request.chainId,
    nonce: request.nonce,
    issuedAt: request.issuedAt,
    expirationTime: request.expirationTime,
    resources: [`${request.site.origin}/userAgreement`],
  });
}

/** The message's fields, or null when it is not a sign-in message at all. */
export function readSignInMessage(message: string): (SignInMessageFields & { address: string }) | null {
  const fields = parseSiweMessage(message);
  if (!fields.address || !isAddress(fields.address, { strict: false })) return null;
  return { ...fields, address: getAddress(fields.address) };
}

/**
 * The address whose key made this `personal_sign` signature of exactly this message (EIP-191), in its
 * checksummed form, or null when the signature is not one. A changed character gives another address.
 */
export async function signerOf(message: string, signature: string): Promise<string | null> {
  try {
    return getAddress(await recoverMessageAddress({ message, signature: signature as Hex }));
  } catch {
    return null;
  }
}

/** A `0x` address in its checksummed (EIP-55) form, the one the platform stores, or null. */
export const walletAddressOf = (text: string): string | null =>
  isAddress(text.trim(), { strict: false }) ? getAddress(text.trim()) : null;
