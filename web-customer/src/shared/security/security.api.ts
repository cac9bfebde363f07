import type { ApiModel } from '@meridian/contracts';
import { api } from '../api/api';

export type SecurityState = ApiModel<'SecurityStateResponseDto'>;
export type AuthenticatorSetup = ApiModel<'AuthenticatorSetupResponseDto'>;

// docs/api.md, "Security centre": the authenticator app as a second factor.
const securityApi = api.enhanceEndpoints({ addTagTypes: ['Security'] }).injectEndpoints({
  endpoints: (build) => ({
    securityState: build.query<SecurityState, void>({
      query: () => ({ url: 'api/v1/security' }),
      providesTags: ['Security'],
    }),
    setUpAuthenticator: build.mutation<AuthenticatorSetup, void>({
      query: () => ({ url: 'api/v1/security/totp/setup', method: 'POST' }),
      extraOptions: { announceSuccess: false },
    }),
    enableAuthenticator: build.mutation<ApiModel<'RecoveryCodesResponseDto'>, { code: string }>({
      query: (body) => ({ url: 'api/v1/security/totp/enable', method: 'POST', body }),
      invalidatesTags: ['Security', 'WithdrawalRules'],
    }),
    disableAuthenticator: build.mutation<ApiModel<'AuthenticatorStateResponseDto'>, { code: string }>({
      query: (body) => ({ url: 'api/v1/security/totp/disable', method: 'POST', body }),
      invalidatesTags: ['Security', 'WithdrawalRules'],
    }),
  }),
});

export const { useSecurityStateQuery, useSetUpAuthenticatorMutation, useEnableAuthenticatorMutation, useDisableAuthenticatorMutation } =
  securityApi;
