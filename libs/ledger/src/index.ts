export {
  type ParsedAccount,
  type PlatformPurpose,
  type UserAccountKind,
  PLATFORM_ACCOUNT_POLICY,
  PLATFORM_PURPOSES,
  accountMayGoNegative,
  coversDebit,
  USER_ACCOUNT_KINDS,
  clearingAccount,
  formatAccount,
  holdAccount,
  mayGoNegative,
  parseAccount,
  platformAccount,
  userAccount,
} from './account-name';
export type { JournalEntry, Posting } from './journal-entry';
export { validateEntry } from './validate-entry';
export { LedgerError, type LedgerErrorCode } from './ledger-error';
export type { CommandMetadata, LedgerCommand, PlaceHold, PostEntry, PostHold, VoidHold } from './ledger.commands';
export { journalEntryOf, type EntryPosted, type HoldPlaced, type HoldPosted, type HoldVoided, type LedgerEvent } from './ledger.events';
export { balanceOf, initialLedgerState, type Hold, type LedgerState } from './ledger.state';
export { decodeLedgerState, encodeLedgerState, type EncodedLedgerState } from './ledger-state.codec';
export { decide, evolve, ledgerDecider } from './ledger.decider';
export { trialBalance, type TrialBalance, type TrialBalanceInput } from './trial-balance';
export { decodeLedgerEvent, encodeLedgerEvent, jsonLedgerDecider, type Encoded, type EncodedLedgerEvent } from './ledger-event.codec';
