import { api } from '../../shared/api/api';
import type { ApiBody, ApiQuery, FitsBodyOf, Holds, NamesFieldsOf } from '@meridian/contracts';
import { refreshWhilePushed } from './live-funding';
import type {
  Assets,
  BankCard,
  Catalogue,
  DepositAddress,
  DepositRecord,
  NewWithdrawal,
  RecordsPage,
  RecordsQuery,
  SavedAddress,
  Transfer,
  WithdrawalMethod,
  WithdrawalQuote,
  WithdrawalRecord,
  WithdrawalRules,
  AccountType,
} from './funding.types';

export interface QuoteArgs {
  method: WithdrawalMethod;
  coin: string;
  chain?: string;
  amount: string;
}

export interface RulesArgs {
  method: WithdrawalMethod;
  coin: string;
  chain?: string;
}

export interface TransferArgs {
  coin: string;
  from: AccountType;
  to: AccountType;
  amount: string;
}

// What the customer enters; memo and remark are left out when empty.
export type NewAddress = Pick<SavedAddress, 'coin' | 'chain' | 'address'> & { memo?: string; remark?: string };
export type NewBankCard = Omit<BankCard, 'id' | 'created_at'>;

export type QuoteArgsMatchServer = Holds<NamesFieldsOf<QuoteArgs, ApiBody<'WithdrawalRequestDto'>>>;
export type RulesArgsMatchServer = Holds<NamesFieldsOf<RulesArgs, ApiQuery<'/api/v1/withdrawals/rules'>>>;
export type TransferArgsMatchServer = Holds<FitsBodyOf<TransferArgs, ApiBody<'TransferRequestDto'>>>;
export type NewAddressMatchesServer = Holds<NamesFieldsOf<NewAddress, ApiBody<'WithdrawalAddressRequestDto'>>>;
export type NewBankCardMatchesServer = Holds<NamesFieldsOf<NewBankCard, ApiBody<'BankCardRequestDto'>>>;

// Money actions carry the submission's idempotency key beside their body.
interface Keyed<T> {
  key: string;
  body: T;
}

// The address book and the card list may come as a bare list or as { items }.
const listOf = <T>(answer: T[] | { items?: T[] } | null): T[] => (Array.isArray(answer) ? answer : (answer?.items ?? []));

type EndpointBuild = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

// A list the customer keeps for withdrawals (the address book, the bank cards): read under its tag, one
// added under a submission key, one deleted.
const savedListEndpoints = <Item, New extends Record<string, unknown>>(build: EndpointBuild, url: string, tag: 'Addresses' | 'BankCards') => ({
  list: build.query<Item[], void>({
    query: () => ({ url }),
    transformResponse: listOf<Item>,
    providesTags: [tag],
  }),
  add: build.mutation<unknown, Keyed<New>>({
    query: ({ key, body }) => ({ url, method: 'POST', body: { ...body }, idempotencyKey: key }),
    extraOptions: { announceSuccess: false },
    invalidatesTags: [tag],
  }),
  remove: build.mutation<unknown, string>({
    query: (id) => ({ url: `${url}/${encodeURIComponent(id)}`, method: 'DELETE' }),
    extraOptions: { announceSuccess: false },
    invalidatesTags: [tag],
  }),
});

const fundingApi = api.injectEndpoints({
  endpoints: (build) => {
    const addresses = savedListEndpoints<SavedAddress, NewAddress>(build, 'api/v1/addresses', 'Addresses');
    const bankCards = savedListEndpoints<BankCard, NewBankCard>(build, 'api/v1/bank-cards', 'BankCards');
    return {
      catalogue: build.query<Catalogue, void>({
        query: () => ({ url: 'api/v1/assets/catalogue' }),
        keepUnusedDataFor: 600,
      }),
      assets: build.query<Assets, void>({
        query: () => ({ url: 'api/v1/assets' }),
        providesTags: ['Assets'],
        onCacheEntryAdded: (_args, lifecycle) => refreshWhilePushed(['balance', 'reconnected'], lifecycle),
      }),
      depositAddress: build.query<DepositAddress, { coin: string; chain: string }>({
        query: (params) => ({ url: 'api/v1/deposits/address', params: { ...params } }),
        // "This recharge channel has not been opened yet" is shown as the screen's empty state.
        extraOptions: { showsRefusal: true },
      }),
      createDeposit: build.mutation<DepositRecord, Keyed<FormData>>({
        query: ({ key, body }) => ({ url: 'api/v1/deposits', method: 'POST', body, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: [{ type: 'Records', id: 'deposit' }],
      }),
      withdrawalRules: build.query<WithdrawalRules, RulesArgs>({
        query: (params) => ({ url: 'api/v1/withdrawals/rules', params: { ...params } }),
        providesTags: ['WithdrawalRules'],
        extraOptions: { showsRefusal: true },
        onCacheEntryAdded: (_args, lifecycle) => refreshWhilePushed(['withdrawal', 'reconnected'], lifecycle),
      }),
      // A read that happens to be a POST: the live fee while typing, and the confirmation dialog.
      withdrawalQuote: build.query<WithdrawalQuote, QuoteArgs>({
        query: (body) => ({ url: 'api/v1/withdrawals/quote', method: 'POST', body: { ...body } }),
        extraOptions: { showsRefusal: true },
        keepUnusedDataFor: 5,
      }),
      createWithdrawal: build.mutation<WithdrawalRecord, Keyed<NewWithdrawal>>({
        query: ({ key, body }) => ({ url: 'api/v1/withdrawals', method: 'POST', body: { ...body }, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['Assets', 'WithdrawalRules', { type: 'Records', id: 'withdrawal' }, { type: 'Records', id: 'account' }],
      }),
      createTransfer: build.mutation<Transfer, Keyed<TransferArgs>>({
        query: ({ key, body }) => ({ url: 'api/v1/transfers', method: 'POST', body: { ...body }, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['Assets', { type: 'Records', id: 'account' }],
      }),
      addresses: addresses.list,
      addAddress: addresses.add,
      deleteAddress: addresses.remove,
      bankCards: bankCards.list,
      addBankCard: bankCards.add,
      deleteBankCard: bankCards.remove,
      records: build.query<RecordsPage, RecordsQuery>({
        query: (params) => ({ url: 'api/v1/records', params: { ...params } }),
        transformResponse: (answer: { items?: unknown[]; total?: number } | null, _meta, args) =>
          ({ kind: args.kind, items: answer?.items ?? [], total: answer?.total ?? 0 }) as RecordsPage,
        providesTags: (_result, _error, args) => [{ type: 'Records', id: args.kind }],
        onCacheEntryAdded: (args, lifecycle) =>
          refreshWhilePushed(args.kind === 'account' ? ['balance', 'reconnected'] : [args.kind, 'reconnected'], lifecycle),
      }),
    };
  },
});

export const {
  useCatalogueQuery,
  useAssetsQuery,
  useDepositAddressQuery,
  useCreateDepositMutation,
  useWithdrawalRulesQuery,
  useWithdrawalQuoteQuery,
  useLazyWithdrawalQuoteQuery,
  useCreateWithdrawalMutation,
  useCreateTransferMutation,
  useAddressesQuery,
  useAddAddressMutation,
  useDeleteAddressMutation,
  useBankCardsQuery,
  useAddBankCardMutation,
  useDeleteBankCardMutation,
  useRecordsQuery,
} = fundingApi;
