import type { ApiModel } from '@meridian/contracts';
import type { Identifier, RaRecord } from 'react-admin';
import { valuesOf } from '../api-values';

export type ReviewStatus = ApiModel<'DepositResponseDto'>['status'];

export const DEPOSIT_STATUSES = valuesOf<ApiModel<'DepositResponseDto'>['status']>({ pending: true, approving: true, completed: true, rejected: true });
export const WITHDRAWAL_STATUSES = valuesOf<ApiModel<'WithdrawalResponseDto'>['status']>({ pending: true, approving: true, completed: true, rejected: true });

// Statuses in which a staff member may still approve or reject.
export const UNDECIDED: readonly string[] = ['pending', 'approving'];

// docs/api.md, "Funding": the customer's request as staff see it, with `customer` (the account) and
// who reviewed it, generated from the server's OpenAPI document.
export type Deposit = RaRecord & ApiModel<'DepositResponseDto'>;
export type Withdrawal = RaRecord & ApiModel<'WithdrawalResponseDto'>;
export type FundingRecord = Deposit | Withdrawal;
export type WithdrawalApproval = Withdrawal['approvals'][number];
export type BankDetails = ApiModel<'BankDetailsResponseDto'>;

export const customerIdOf = (record: FundingRecord): Identifier => record.customer_id;

/** The customer's e-mail or phone; their id when the label has not arrived yet. */
export const customerAccountOf = (record: FundingRecord): string => record.customer ?? record.customer_id;
