import { api } from '../api/api';
import type { AccountType } from '../validation/rules';

export interface SendCodeArgs {
  type: AccountType;
  account: string;
  area_code?: string;
  // `bind`: a new phone or e-mail for the logged-in customer.
  scene: 'register' | 'reset' | 'bind';
}

// Shared by registration, password reset and binding a phone or e-mail: each sends a code to the account being typed.
const verificationCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCode: build.mutation<{ resend_after: number }, SendCodeArgs>({
      query: ({ type, account, area_code, scene }) => ({
        url: 'web/getCode',
        method: 'GET',
        params: { type, account, area_code: type === 'phone' ? area_code : undefined, scene },
      }),
    }),
  }),
});

export const { useSendCodeMutation } = verificationCodeApi;
