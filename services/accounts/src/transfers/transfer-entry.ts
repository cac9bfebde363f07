import type { Money } from '@meridian/money';
import type { FundingTx } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';

/** One balanced entry on the customer's ledger moving `amount` from one account to another. */
export async function postTransferEntry(tx: FundingTx, customerId: string, entry: { id: string; memo: string; from: string; to: string; amount: Money }): Promise<void> {
  await tx.run(
    ledgerStream(customerId),
    customerLedgerDecider,
    {
      type: 'PostEntry',
      data: {
        id: entry.id,
        memo: entry.memo,
        postings: [
          { account: entry.from, amount: entry.amount.negate() },
          { account: entry.to, amount: entry.amount },
        ],
      },
      metadata: { now: tx.now },
    },
    { customerId },
  );
}
