/** A customer's ledger stream: every movement touching the customer's accounts is appended on it. */
export const ledgerStream = (customerId: string) => `ledger-${customerId}`;
export const isLedgerStream = (streamId: string) => streamId.startsWith('ledger-');
