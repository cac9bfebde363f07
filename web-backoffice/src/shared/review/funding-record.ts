import type { Identifier, RaRecord } from 'react-admin';

export type ReviewStatus = 'pending' | 'approving' | 'completed' | 'rejected';

export const DEPOSIT_STATUSES = ['pending', 'completed', 'rejected'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'approving', 'completed', 'rejected'] as const;

// Statuses in which a staff member may still approve or reject.
export const UNDECIDED: readonly string[] = ['pending', 'approving'];

type StaffReference = string | { id?: string; email?: string; name?: string } | null;
type CustomerReference = string | { id?: string; account?: string; email?: string; phone?: string } | null;

// docs/api.md, "Funding": the customer's record as the back office receives it, with `customer`
// (the account) and who reviewed it.
export type FundingRecord = RaRecord & {
  coin: string;
  chain?: string | null;
  amount: string;
  status: ReviewStatus;
  reason?: string | null;
  note?: string | null;
  created_at: string;
  reviewed_at?: string | null;
  reviewed_by?: StaffReference;
  reviewed_by_email?: string | null;
  customer?: CustomerReference;
  customer_id?: string;
  customerId?: string;
  user_id?: string;
};

export type Deposit = FundingRecord & {
  tx_hash?: string | null;
  remark?: string | null;
  has_proof?: boolean | 0 | 1;
};

export type WithdrawalApproval = { staff_id: string; staff_email?: string; at: string; note?: string | null };

export type BankDetails = {
  bank_name?: string;
  account_number?: string;
  swift_code?: string;
  routing_number?: string;
  bank_address?: string;
  payee_name?: string;
  payee_phone?: string;
  payee_address?: string;
};

export type Withdrawal = FundingRecord & {
  method: 'crypto' | 'bank';
  address?: string | null;
  memo?: string | null;
  bank?: BankDetails | null;
  fee?: string;
  receive?: string;
  approvals?: WithdrawalApproval[];
};

export const customerIdOf = (record: FundingRecord): Identifier | undefined => {
  const { customer } = record;
  return (
    record.customer_id ??
    record.customerId ??
    (customer && typeof customer === 'object' ? customer.id : undefined) ??
    record.user_id
  );
};

export const customerAccountOf = (record: FundingRecord): string => {
  const { customer } = record;
  if (typeof customer === 'string') return customer;
  if (customer) return customer.account ?? customer.email ?? customer.phone ?? customer.id ?? '';
  return String(customerIdOf(record) ?? '');
};
