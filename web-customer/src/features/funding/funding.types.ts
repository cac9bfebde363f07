import type { ApiBody, ApiModel, ApiQuery, FitsBodyOf, Holds, NamesFieldsOf } from '@meridian/contracts';

// docs/api.md, "Funding (accounts service)". Amounts are decimal strings with the coin's scale.

export const ACCOUNT_TYPES = ['bba', 'bb', 'hy', 'hya', 'jg', 'jg1'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isAccountType = (value: unknown): value is AccountType => ACCOUNT_TYPES.includes(value as AccountType);

// The funding wallet: deposits arrive in it and withdrawals leave from it.
export const FUNDING_ACCOUNT: AccountType = 'bba';

// What the server answers, generated from its OpenAPI document (npm run api:types).
export type ChainInfo = ApiModel<'ChainResponseDto'>;
export type CoinInfo = ApiModel<'CoinResponseDto'>;
export type Catalogue = ApiModel<'CatalogueResponseDto'>;
export type AssetRow = ApiModel<'AssetRowResponseDto'>;
export type AccountAssets = ApiModel<'AccountAssetsResponseDto'>;
export type Assets = ApiModel<'AssetsOverviewResponseDto'>;
export type DepositAddress = ApiModel<'DepositAddressResponseDto'>;
export type DepositRecord = ApiModel<'DepositResponseDto'>;
export type DepositStatus = DepositRecord['status'];
export type WithdrawalRecord = ApiModel<'WithdrawalResponseDto'>;
export type WithdrawalMethod = WithdrawalRecord['method'];
export type WithdrawalStatus = WithdrawalRecord['status'];
export type AccountRecord = ApiModel<'AccountRecordResponseDto'>;
export type WithdrawalRules = ApiModel<'WithdrawalRulesResponseDto'>;
export type WithdrawalQuote = ApiModel<'WithdrawalQuoteResponseDto'>;
export type Transfer = ApiModel<'TransferResponseDto'>;
export type SavedAddress = ApiModel<'SavedAddressResponseDto'>;
export type BankCard = ApiModel<'BankCardResponseDto'>;

export type NewWithdrawal =
  | { method: 'crypto'; coin: string; chain: string; address: string; memo?: string; amount: string; trade_password: string; totp_code?: string }
  | { method: 'bank'; bank_card_id: string; amount: string; trade_password: string; totp_code?: string };
export type NewWithdrawalMatchesServer = Holds<FitsBodyOf<NewWithdrawal, ApiBody<'WithdrawalRequestDto'>>>;

export type RecordKind = 'deposit' | 'withdrawal' | 'account';
export const RECORD_KINDS: readonly RecordKind[] = ['deposit', 'withdrawal', 'account'];

export interface RecordsQuery {
  kind: RecordKind;
  coin?: string;
  type?: AccountType;
  page: number;
  per_page: number;
}
export type RecordsQueryMatchesServer = Holds<NamesFieldsOf<RecordsQuery, ApiQuery<'/api/v1/records'>>>;

export type RecordsPage = ApiModel<'DepositRecordsPageDto'> | ApiModel<'WithdrawalRecordsPageDto'> | ApiModel<'AccountRecordsPageDto'>;
