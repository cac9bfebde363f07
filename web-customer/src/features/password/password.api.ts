import { api } from '../../shared/api/api';
import type { AccountCodePasswordBody } from '../../shared/validation/account-form';

export type UpdatePasswordArgs =
  | { type: 'login'; old_password: string; password: string; password2: string }
  | { type: 'trade'; login_password: string; password: string; password2: string };

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
    hasTradePassword: build.query<boolean, void>({
      query: () => ({ url: 'web/hasTpassword' }),
      transformResponse: (answer: { has: 0 | 1 }) => answer.has === 1,
      providesTags: ['TradePassword'],
    }),
  }),
});

export const { useResetPasswordMutation, useUpdatePasswordMutation, useHasTradePasswordQuery } = passwordApi;
