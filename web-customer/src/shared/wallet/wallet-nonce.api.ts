import type { ApiModel } from '@meridian/contracts';
import { api } from '../api/api';

// Sign-In with Ethereum (docs/security.md, "Wallet sign-in"): the platform's one-time message for an
// address, which the wallet signs to sign in, or to confirm a trade password where there is no login password.
export type WalletNonce = ApiModel<'WalletNonceResponseDto'>;

const walletNonceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a cached query: every signature asks for a new nonce.
    walletNonce: build.mutation<WalletNonce, { address: string; chain_id: number }>({
      query: (params) => ({ url: 'api/v1/auth/wallet/nonce', method: 'GET', params: { ...params } }),
    }),
  }),
});

export const { useWalletNonceMutation } = walletNonceApi;
