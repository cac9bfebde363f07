import { Injectable } from '@nestjs/common';
import type { Queryable } from '@meridian/eventstore';
import { feeCrossesToFunding, parseTradingFeePaidV1, TRADING_SOURCE, TradingFeeEvents, type TradingFeePaidV1 } from '@meridian/contracts';
import { clearingAccount, platformAccount } from '@meridian/ledger';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream, postOnce } from '../../ledger/customer-ledger';
import { isEntryPosted } from '../../ledger/posted-entries';

/** The ledger stream the trading fees cross on: one entry a fee, snapshotted as every ledger stream is. */
export const TRADING_FEES_LEDGER = 'trading-fees';

/** The entry that brought one trading fee into the funding wallet's `platform:fees`. */
export const tradingFeeEntryId = (feeId: string) => `trading-fee:${feeId}`;

const FEES_PAID = { sources: [TRADING_SOURCE], types: [TradingFeeEvents.paid], parse: parseTradingFeePaidV1 };

/**
 * The funding side of a trading fee (`FEE_COINS_PAID_TO_FUNDING` in @meridian/contracts): the core
 * paid it into its `clearing:accounts:USDT` in the commit that charged it and announced it with
 * `TradingFeePaid`; here it is credited to `platform:fees:USDT` from `clearing:trading:USDT`, once per
 * fee id (a redelivery meets the entry id already posted). Referral commission is paid from there.
 */
@Injectable()
export class TradingFeesConsumer extends BusConsumer {
  constructor(private readonly funding: FundingStore) {
    super();
  }

  protected subscriptions() {
    return [contractSubscription('accounts.trading-fees', FEES_PAID, (fee) => this.credit(fee))];
  }

  private async credit(fee: TradingFeePaidV1): Promise<void> {
    if (!feeCrossesToFunding(fee.coin)) return;
    const amount = parseAmount(fee.coin, fee.amount);
    const postings = [
      { account: clearingAccount('trading', amount.asset), amount: amount.negate() },
      { account: platformAccount('fees', amount.asset), amount },
    ];
    const entry = { id: tradingFeeEntryId(fee.feeId), memo: `Trading fee (${fee.product}) ${fee.reference}`, postings };
    await postOnce(() =>
      this.funding.transaction((tx) => tx.run(ledgerStream(TRADING_FEES_LEDGER), customerLedgerDecider, { type: 'PostEntry', data: entry, metadata: { now: tx.now } }, { customerId: TRADING_FEES_LEDGER })),
    );
  }
}

/** Whether the fee has crossed into the funding wallet's `platform:fees` (its entry is posted). */
export function tradingFeeCrossed(db: Queryable, feeId: string): Promise<boolean> {
  return isEntryPosted(db, ledgerStream(TRADING_FEES_LEDGER), tradingFeeEntryId(feeId));
}
