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
  | 'ledger.holdAccountReserved'
  | 'ledger.duplicateHold'
  | 'ledger.unknownHold';

/** Every refusal of the ledger; `code` is stable, so HTTP layers can translate it. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
