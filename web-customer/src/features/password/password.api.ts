import { api } from '../../shared/api/api';
import type { AccountCodePasswordBody } from '../../shared/validation/account-form';

export type UpdatePasswordArgs =
  | { type: 'login'; old_password: string; password: string; password2: string }
  | { type: 'trade'; login_password: string; password: string; password2: string }
  // A customer who signs in with a wallet only: a fresh signed message confirms it (docs/security.md).
  | { type: 'trade'; wallet_message: string; wallet_signature: string; password: string; password2: string };

export interface TradePasswordState {
  isSet: boolean;
  // What confirms setting or changing it: the login password, or the customer's wallet.
  confirmWith: 'login_password' | 'wallet';
}

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<null, AccountCodePasswordBody>({
      query: (body) => ({ url: 'web/forgetPassword', method: 'POST', body: { ...body } }),
      extraOptions: { announceSuccess: false },
    }),
    updatePassword: build.mutation<null, UpdatePasswordArgs>({
      query: (body) => ({ url: 'web/updatePassword', method: 'POST', body: { ...body } }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: (_result, _error, args) => (args.type === 'trade' ? ['TradePassword', 'User'] : []),
    }),
    tradePassword: build.query<TradePasswordState, void>({
      query: () => ({ url: 'web/hasTpassword' }),
      transformResponse: (answer: { has: 0 | 1; confirm_with: TradePasswordState['confirmWith'] }) => ({ isSet: answer.has === 1, confirmWith: answer.confirm_with }),
      providesTags: ['TradePassword'],
    }),
  }),
});

export const { useResetPasswordMutation, useUpdatePasswordMutation, useTradePasswordQuery } = passwordApi;
