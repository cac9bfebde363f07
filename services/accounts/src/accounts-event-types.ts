import type { LedgerEvent } from '@meridian/ledger';
import type { DepositEvent } from './deposits/domain/deposit.decider';
import type { DepositChannelEvent } from './settings/domain/deposit-channel';
import type { WalletBookEvent } from './wallet-book/domain/wallet-book.decider';
import type { WithdrawalEvent } from './withdrawals/domain/withdrawal.decider';

type ProjectedEvent = LedgerEvent | DepositEvent | WithdrawalEvent | DepositChannelEvent | WalletBookEvent;

// A Record over the union: adding an event type to one of them without listing it here does not compile.
const projected: Record<ProjectedEvent['type'], true> = {
  EntryPosted: true,
  HoldPlaced: true,
  HoldPosted: true,
  HoldVoided: true,
  DepositRequested: true,
  DepositApproved: true,
  DepositRejected: true,
  WithdrawalRequested: true,
  WithdrawalApproved: true,
  WithdrawalRejected: true,
  DepositChannelConfigured: true,
  WithdrawalAddressAdded: true,
  WithdrawalAddressRemoved: true,
  BankCardAdded: true,
  BankCardRemoved: true,
};

/** The event types accounts' inline projections handle: the only appends they run in. */
export const ACCOUNTS_PROJECTED_EVENT_TYPES: readonly string[] = Object.keys(projected);
