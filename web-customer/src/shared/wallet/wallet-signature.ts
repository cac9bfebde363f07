import type { Eip1193Provider } from './injected-wallet';

// Loaded only when the customer chooses the wallet: asks the injected wallet for its account and
// chain, lets the caller fetch the platform's message for them, and has the wallet sign it with
// personal_sign (EIP-191). No key and no crypto here: the wallet signs, the server verifies.

export type WalletFailure = 'walletSignIn.rejected' | 'walletSignIn.failed';

export class WalletSignatureError extends Error {
  constructor(readonly messageKey: WalletFailure) {
    super(messageKey);
  }
}

// EIP-1193: 4001 is the customer declining in the wallet.
const failureOf = (cause: unknown): WalletFailure =>
  cause && typeof cause === 'object' && (cause as { code?: unknown }).code === 4001 ? 'walletSignIn.rejected' : 'walletSignIn.failed';

// personal_sign takes the message as hex of its UTF-8 bytes.
const hexOf = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export const signWithWallet = async (
  provider: Eip1193Provider,
  messageFor: (address: string, chainId: number) => Promise<string | null>,
): Promise<{ message: string; signature: string } | null> => {
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
    if (!address) throw new WalletSignatureError('walletSignIn.failed');
    const chain = await provider.request({ method: 'eth_chainId' });
    const chainId = typeof chain === 'string' ? Number.parseInt(chain, 16) : 1;
    const message = await messageFor(address, Number.isSafeInteger(chainId) && chainId > 0 ? chainId : 1);
    // The platform refused to give a message (its reason is already shown).
    if (message === null) return null;
    const signature = await provider.request({ method: 'personal_sign', params: [hexOf(message), address] });
    if (typeof signature !== 'string') throw new WalletSignatureError('walletSignIn.failed');
    return { message, signature };
  } catch (cause) {
    throw cause instanceof WalletSignatureError ? cause : new WalletSignatureError(failureOf(cause));
  }
};
