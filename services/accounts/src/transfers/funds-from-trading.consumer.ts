import { Injectable } from '@nestjs/common';
import { ACCOUNTS_SOURCE, FundsTransferEvents, parseFundsSentToFundingV1, TRADING_ACCOUNT_KINDS, TRADING_SOURCE, type FundsSentToFundingV1, type FundsSentToTradingV1, type TradingAccountKind } from '@meridian/contracts';

import { contractSubscription, writeToOutbox } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { clearingAccount, userAccount, type UserAccountKind } from '@meridian/ledger';
import { parseAmount } from '../amounts';
import { accountTypeOfKind, ACCOUNT_TYPES } from '../catalogue/account-types';
import { FundingStore, type FundingTx } from '../funding-store';
import { forwardedEventId } from './transfer-arrival';
import { postTransferEntry } from './transfer-entry';
import { postOnce } from '../ledger/customer-ledger';

const SENT_TO_FUNDING = { sources: [TRADING_SOURCE], types: [FundsTransferEvents.sentToFunding], parse: parseFundsSentToFundingV1 };

/**
 * The second half of a transfer out of a trading account (spot, contract, futures): credits the
 * customer's account here from `clearing:trading:<COIN>`. The ledger refuses an entry id it already posted, so a redelivered event
 * credits nothing twice.
 */
@Injectable()
export class FundsFromTradingConsumer extends BusConsumer {
  constructor(private readonly funding: FundingStore) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('accounts.funds-from-spot', SENT_TO_FUNDING, (data) =>
        postOnce(() => this.funding.transaction((tx) => (TRADING_KINDS.includes(data.toAccount) ? forwardToTrading(tx, data) : receiveFromTrading(tx, data)))),
      ),
    ];
  }
}

/** The trading core's accounts: a transfer between two of them passes through here without touching the ledger. */
const TRADING_KINDS: readonly string[] = TRADING_ACCOUNT_KINDS;

/**
 * From one trading account to another (spot to contract, say): the money is already out of the first
 * core and in its clearing account; the second core credits it from its own. Nothing moves on the
 * ledger here, so the clearing accounts of all three still sum to zero. A redelivered message
 * announces again, and the receiving core credits a transfer id once.
 */
async function forwardToTrading(tx: FundingTx, data: FundsSentToFundingV1): Promise<void> {
  const forwarded: FundsSentToTradingV1 = {
    transferId: data.transferId,
    customerId: data.customerId,
    coin: data.coin,
    amount: data.amount,
    fromAccount: data.fromAccount ?? 'spot',
    toAccount: data.toAccount as TradingAccountKind,
    at: data.at,
  };
  await writeToOutbox(tx.client, [
    {
      // Derived from the transfer: the transfer's answer waits for the receiving core to handle this very message.
      id: forwardedEventId(data.transferId),
      type: FundsTransferEvents.sentToTrading,
      source: ACCOUNTS_SOURCE,
      streamId: `funds-transfer-${data.transferId}`,
      schemaVersion: 1,
      data: forwarded,
      metadata: { customerId: data.customerId },
      occurredAt: data.at,
    },
  ]);
}

async function receiveFromTrading(tx: FundingTx, data: FundsSentToFundingV1): Promise<void> {
  const amount = parseAmount(data.coin, data.amount);
  const kind: UserAccountKind = Object.values(ACCOUNT_TYPES).find((k) => k === data.toAccount) ?? 'funding';
  const from = accountTypeOfKind(data.fromAccount ?? 'spot') ?? 'bb';
  await postTransferEntry(tx, data.customerId, {
    id: `transfer:${data.transferId}`,
    memo: `Transfer ${from} → ${accountTypeOfKind(kind) ?? data.toAccount}`,
    from: clearingAccount('trading', amount.asset),
    to: userAccount(data.customerId, kind, amount.asset),
    amount,
  });
}
