import type { ApiBody, FitsBodyOf, Holds } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import type { Session, User } from '../../shared/session/user.types';

export interface LoginArgs {
  account: string;
  password: string;
  // Asked for when the account's authenticator app is on.
  totp_code?: string;
}

interface SessionAnswer {
  token: string;
  user: User;
}

const toSession = (answer: SessionAnswer): Session => ({ token: answer.token, user: answer.user });

// Sign-In with Ethereum (docs/security.md, "Wallet sign-in"): the signature of the platform's one-time
// message (shared/wallet/wallet-nonce.api.ts).
export interface WalletSignInArgs {
  message: string;
  signature: string;
}
export type WalletSignInArgsMatchServer = Holds<FitsBodyOf<WalletSignInArgs, ApiBody<'WalletSignInBody'>>>;

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginArgs>({
      query: (body) => ({ url: 'web/userLogin', method: 'POST', body: { ...body } }),
      transformResponse: toSession,
    }),
    // A new demo account with virtual funds (docs/api.md: GET /web/tempLogin).
    createDemo: build.mutation<Session, void>({
      query: () => ({ url: 'web/tempLogin', method: 'GET' }),
      transformResponse: toSession,
    }),
    walletSignIn: build.mutation<Session, WalletSignInArgs>({
      query: (body) => ({ url: 'api/v1/auth/wallet', method: 'POST', body: { ...body } }),
      transformResponse: toSession,
    }),
  }),
});

export const { useLoginMutation, useCreateDemoMutation, useWalletSignInMutation } = authApi;
