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
  }),
});

export const { useLoginMutation, useCreateDemoMutation } = authApi;
