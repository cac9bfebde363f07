import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Client, Envelope } from './platform-harness';

/** Wallets whose keys the tests know: each signs as a wallet app would (personal_sign, EIP-191). */
export const testWallet = (seed: number): PrivateKeyAccount => privateKeyToAccount(`0x${seed.toString(16).padStart(2, '0').repeat(32)}`);

export interface WalletNonce {
  message: string;
  nonce: string;
  domain: string;
  uri: string;
  chain_id: number;
  issued_at: string;
  expiration_time: string;
}

/** The platform's one-time sign-in message for this wallet. */
export async function walletNonce(api: Client, address: string): Promise<WalletNonce> {
  const res = await api.get<WalletNonce>('/api/v1/auth/wallet/nonce', { address });
  if (res.status !== 200) throw new Error(`nonce refused: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function postWalletSignIn(
  api: Client,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Envelope<{ token: string; user: any }> }> {
  return api.post('/api/v1/auth/wallet', body);
}

/** Asks for a message, signs it with the wallet's key and signs in with it. */
export async function signInWithWallet(api: Client, wallet: PrivateKeyAccount, extra: Record<string, unknown> = {}) {
  const { message } = await walletNonce(api, wallet.address);
  const signature = await wallet.signMessage({ message });
  return { message, signature, ...(await postWalletSignIn(api, { message, signature, ...extra })) };
}
