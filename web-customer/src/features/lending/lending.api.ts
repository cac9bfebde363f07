import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import { refreshCreditWhilePushed } from './live-credit';

export type LoanOffer = ApiModel<'LoanOfferResponseDto'>;
export type LoanProduct = LoanOffer['products'][number];
export type Loan = ApiModel<'LoanResponseDto'>;
export type LoanDetail = ApiModel<'LoanDetailResponseDto'>;
export type LoanStatus = Loan['status'];
export type BorrowerStanding = ApiModel<'BorrowerStandingResponseDto'>;

const repaymentForm = (amount: string, proof: File) => {
  const form = new FormData();
  form.append('amount', amount);
  form.append('proof', proof);
  return form;
};

// docs/lending.md: terms, the credit score, applications, loans and repayments.
const lendingApi = api.enhanceEndpoints({ addTagTypes: ['Loans', 'Credit'] }).injectEndpoints({
  endpoints: (build) => ({
    loanOffer: build.query<LoanOffer, void>({ query: () => ({ url: 'api/v1/loans/terms' }), keepUnusedDataFor: 3600 }),
    // The standing; staff answering an evaluation (the `credit` push) fetches it again.
    credit: build.query<BorrowerStanding, void>({
      query: () => ({ url: 'api/v1/credit' }),
      providesTags: ['Credit'],
      onCacheEntryAdded: (_args, { dispatch, cacheDataLoaded, cacheEntryRemoved }) =>
        refreshCreditWhilePushed(() => dispatch(lendingApi.util.invalidateTags(['Credit'])), { cacheDataLoaded, cacheEntryRemoved }),
    }),
    sendCreditProofs: build.mutation<BorrowerStanding, FormData>({
      query: (body) => ({ url: 'api/v1/credit/proofs', method: 'POST', body }),
      invalidatesTags: ['Credit'],
    }),
    requestCreditEvaluation: build.mutation<BorrowerStanding, FormData>({
      query: (body) => ({ url: 'api/v1/credit/evaluation', method: 'POST', body }),
      invalidatesTags: ['Credit'],
    }),
    // The nationality verification recorded (an ISO code, or null): the loan form sends it as the country.
    verifiedNationality: build.query<string | null, void>({
      query: () => ({ url: 'api/v1/kyc' }),
      transformResponse: (status: ApiModel<'KycStatusResponseDto'>) => status.country ?? null,
    }),
    loans: build.query<Loan[], void>({ query: () => ({ url: 'api/v1/loans' }), transformResponse: itemsOf<Loan>, providesTags: ['Loans'] }),
    loan: build.query<LoanDetail, string>({ query: (id) => ({ url: `api/v1/loans/${id}` }), providesTags: ['Loans'] }),
    applyForLoan: build.mutation<LoanDetail, { key: string; body: FormData }>({
      query: ({ key, body }) => ({ url: 'api/v1/loans', method: 'POST', body, idempotencyKey: key }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: ['Loans', 'Credit'],
    }),
    withdrawLoan: build.mutation<LoanDetail, string>({
      query: (id) => ({ url: `api/v1/loans/${id}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: ['Loans', 'Credit'],
    }),
    // From the wallet (JSON), or with the proof of a bank transfer (multipart) that finance reviews.
    repayLoan: build.mutation<LoanDetail, { key: string; id: string; amount: string; proof: File | null }>({
      query: ({ key, id, amount, proof }) => ({ url: `api/v1/loans/${id}/repay`, method: 'POST', body: proof ? repaymentForm(amount, proof) : { amount }, idempotencyKey: key }),
      invalidatesTags: ['Loans', 'Credit', 'Assets'],
    }),
  }),
});

export const {
  useLoanOfferQuery,
  useCreditQuery,
  useSendCreditProofsMutation,
  useRequestCreditEvaluationMutation,
  useVerifiedNationalityQuery,
  useLoansQuery,
  useLoanQuery,
  useApplyForLoanMutation,
  useWithdrawLoanMutation,
  useRepayLoanMutation,
} = lendingApi;
