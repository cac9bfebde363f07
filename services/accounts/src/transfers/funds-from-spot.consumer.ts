import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { FundsTransferEvents, parseFundsSentToFundingV1, TRADING_SOURCE, type FundsSentToFundingV1 } from '@meridian/contracts';
import { AppError } from '@meridian/http';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { clearingAccount, userAccount, type UserAccountKind } from '@meridian/ledger';
import { parseAmount } from '../amounts';
import { ACCOUNT_TYPES } from '../catalogue/account-types';
import { FundingStore, type FundingTx } from '../funding-store';
import { postTransferEntry } from './transfer-entry';

/**
 * The second half of a transfer out of spot: credits the customer's account here from
 * `clearing:trading:<COIN>`. The ledger refuses an entry id it already posted, so a redelivered event
 * credits nothing twice.
 */
@Injectable()
export class FundsFromSpotConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly funding: FundingStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.funds-from-spot',
      sources: [TRADING_SOURCE],
      types: [FundsTransferEvents.sentToFunding],
      handle: async (event) => {
        const data = parseFundsSentToFundingV1(event.data);
        try {
          await this.funding.transaction((tx) => receiveFromSpot(tx, data));
        } catch (error) {
          if (error instanceof AppError && error.key === 'ledger.duplicateEntry') return;
          throw error;
        }
      },
    });
  }
}

async function receiveFromSpot(tx: FundingTx, data: FundsSentToFundingV1): Promise<void> {
  const amount = parseAmount(data.coin, data.amount);
  const kind: UserAccountKind = Object.values(ACCOUNT_TYPES).find((k) => k === data.toAccount) ?? 'funding';
  await postTransferEntry(tx, data.customerId, {
    id: `transfer:${data.transferId}`,
    memo: `Transfer bb → ${data.toAccount}`,
    from: clearingAccount('trading', amount.asset),
    to: userAccount(data.customerId, kind, amount.asset),
    amount,
  });
}
