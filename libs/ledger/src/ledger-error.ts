export type LedgerErrorCode =
  | 'ledger.invalidAccount'
  | 'ledger.invalidEntry'
  | 'ledger.invalidCommand'
  | 'ledger.invalidEvent'
  | 'ledger.invalidAmount'
  | 'ledger.emptyEntry'
  | 'ledger.zeroPosting'
  | 'ledger.negativePosting'
  | 'ledger.assetMismatch'
  | 'ledger.unbalanced'
  | 'ledger.insufficientFunds'
  | 'ledger.platformAccountUncovered'
  | 'ledger.holdAccountReserved'
  | 'ledger.duplicateHold'
  | 'ledger.unknownHold';

/** Every refusal of the ledger; `code` is stable, so HTTP layers can translate it. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    /** The account that refused, when one did (an uncovered platform account, say). */
    readonly account?: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
