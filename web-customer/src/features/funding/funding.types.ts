import type { ApiBody, ApiQuery, FitsBodyOf, Holds, NamesFieldsOf } from '@meridian/contracts';

// docs/api.md, "Funding (accounts service)". Amounts are decimal strings with the coin's scale.

export const ACCOUNT_TYPES = ['bba', 'bb', 'hy', 'hya', 'jg', 'jg1'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isAccountType = (value: unknown): value is AccountType => ACCOUNT_TYPES.includes(value as AccountType);

// The funding wallet: deposits arrive in it and withdrawals leave from it.
export const FUNDING_ACCOUNT: AccountType = 'bba';

export interface ChainInfo {
  chain: string;
  min_deposit: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  withdraw_fee: string;
  withdraw_fee_rate: string;
  withdraw_min: string;
  withdraw_max: string;
  memo_required: boolean;
  address_pattern: string | null;
}

export interface CoinInfo {
  coin: string;
  name: string;
  scale: number;
  usdt_price: string;
  chains: ChainInfo[];
}

export interface Catalogue {
  coins: CoinInfo[];
}

export interface AssetRow {
  coin: string;
  available: string;
  frozen: string;
  usdt_value: string;
}

export interface AccountAssets {
  type: AccountType;
  rows: AssetRow[];
  total_usdt: string;
}

export interface Assets {
  accounts: AccountAssets[];
  total_usdt: string;
}

export interface DepositAddress {
  coin: string;
  chain: string;
  address: string;
  memo: string | null;
  min_deposit: string;
}

export type DepositStatus = 'pending' | 'completed' | 'rejected';

export interface DepositRecord {
  id: string;
  coin: string;
  chain: string;
  amount: string;
  tx_hash: string | null;
  remark: string | null;
  has_proof: boolean;
  status: DepositStatus;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export type WithdrawalMethod = 'crypto' | 'bank';
export type WithdrawalStatus = 'pending' | 'approving' | 'completed' | 'rejected';

export interface WithdrawalRecord {
  id: string;
  method: WithdrawalMethod;
  coin: string;
  chain: string | null;
  address: string | null;
  memo: string | null;
  bank: Partial<BankCard> | null;
  amount: string;
  fee: string;
  receive: string;
  status: WithdrawalStatus;
  reason: string | null;
  approvals: unknown;
  created_at: string;
  reviewed_at: string | null;
}

export interface AccountRecord {
  id: string;
  time: string;
  type: string;
  account: AccountType | string;
  coin: string;
  amount: string;
  balance_after: string;
  memo: string | null;
}

export interface WithdrawalRules {
  window: { from: string; to: string; time_zone: string; open_now: boolean };
  daily_limit: number;
  used_today: number;
  min: string;
  max: string;
  fee: string;
  fee_rate: string;
  allowed: boolean;
  reasons: string[];
  review_hold_until: string | null;
  has_trade_password: boolean;
}

export interface WithdrawalQuote {
  amount: string;
  fee: string;
  receive: string;
  // The rules that apply to this withdrawal: read as the rules object, or as a list of sentences.
  rules: WithdrawalRules | string[] | null;
}

export type NewWithdrawal =
  | { method: 'crypto'; coin: string; chain: string; address: string; memo?: string; amount: string; trade_password: string }
  | { method: 'bank'; bank_card_id: string; amount: string; trade_password: string };
export type NewWithdrawalMatchesServer = Holds<FitsBodyOf<NewWithdrawal, ApiBody<'WithdrawalRequestDto'>>>;

export interface Transfer {
  id: string;
  coin: string;
  from: AccountType;
  to: AccountType;
  amount: string;
}

export interface SavedAddress {
  id: string;
  coin: string;
  chain: string;
  address: string;
  memo: string | null;
  remark: string | null;
}

export interface BankCard {
  id: string;
  bank_name: string;
  account_number: string;
  swift_code: string;
  routing_number: string | null;
  bank_address: string | null;
  payee_name: string;
  payee_phone: string | null;
  payee_address: string | null;
}

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

export type RecordsPage =
  | { kind: 'deposit'; items: DepositRecord[]; total: number }
  | { kind: 'withdrawal'; items: WithdrawalRecord[]; total: number }
  | { kind: 'account'; items: AccountRecord[]; total: number };
