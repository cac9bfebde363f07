import type { ApiModel } from '@meridian/contracts';
import { api } from '../api/api';
import { itemsOf } from '../api/items-of';

export type SecurityState = ApiModel<'SecurityStateResponseDto'>;
export type AuthenticatorSetup = ApiModel<'AuthenticatorSetupResponseDto'>;
export type OpenSession = ApiModel<'OpenSessionResponseDto'>;
export type LoginRecord = ApiModel<'LoginRecordResponseDto'>;

// docs/api.md, "Security centre": the authenticator app, open sessions and the login history.
const securityApi = api.enhanceEndpoints({ addTagTypes: ['Security', 'Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    securityState: build.query<SecurityState, void>({
      query: () => ({ url: 'api/v1/security' }),
      providesTags: ['Security'],
    }),
    setUpAuthenticator: build.mutation<AuthenticatorSetup, void>({
      query: () => ({ url: 'api/v1/security/totp/setup', method: 'POST' }),
      extraOptions: { announceSuccess: false },
    }),
    enableAuthenticator: build.mutation<ApiModel<'RecoveryCodesResponseDto'>, { code: string; password: string }>({
      query: (body) => ({ url: 'api/v1/security/totp/enable', method: 'POST', body }),
      invalidatesTags: ['Security', 'WithdrawalRules'],
    }),
    disableAuthenticator: build.mutation<ApiModel<'AuthenticatorStateResponseDto'>, { code: string }>({
      query: (body) => ({ url: 'api/v1/security/totp/disable', method: 'POST', body }),
      invalidatesTags: ['Security', 'WithdrawalRules'],
    }),
    setSecurityQuestion: build.mutation<SecurityState, { questionId: number; answer: string; trade_password: string }>({
      query: (body) => ({ url: 'api/v1/security/question', method: 'PUT', body }),
      invalidatesTags: ['Security'],
    }),
    setAntiPhishingPhrase: build.mutation<SecurityState, { phrase: string | null; trade_password: string }>({
      query: (body) => ({ url: 'api/v1/security/anti-phishing', method: 'PUT', body }),
      invalidatesTags: ['Security'],
    }),
    openSessions: build.query<OpenSession[], void>({
      query: () => ({ url: 'api/v1/security/sessions' }),
      transformResponse: itemsOf<OpenSession>,
      providesTags: ['Sessions'],
    }),
    loginHistory: build.query<LoginRecord[], void>({
      query: () => ({ url: 'api/v1/security/logins' }),
      transformResponse: itemsOf<LoginRecord>,
      providesTags: ['Sessions'],
    }),
    // `id` one session, or null for every one but this device's.
    signOutSessions: build.mutation<ApiModel<'SignedOutResponseDto'>, { id: string | null }>({
      query: ({ id }) => ({ url: id ? `api/v1/security/sessions/${id}` : 'api/v1/security/sessions', method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useSetSecurityQuestionMutation,
  useSetAntiPhishingPhraseMutation,
  useOpenSessionsQuery,
  useLoginHistoryQuery,
  useSignOutSessionsMutation,
  useSecurityStateQuery,
  useSetUpAuthenticatorMutation,
  useEnableAuthenticatorMutation,
  useDisableAuthenticatorMutation,
} = securityApi;
