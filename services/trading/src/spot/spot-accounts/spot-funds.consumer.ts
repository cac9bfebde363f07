import { Injectable } from '@nestjs/common';
import { tradingAccountOf } from '@meridian/contracts';
import { runOnce } from '@meridian/decider';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { FUNDS_SENT_TO_TRADING } from '../../single-writer/funds-sent-to-trading';
import { SpotCoreService } from '../spot-core.service';
import { isDuplicateTransfer } from '../domain/spot-core.types';

/**
 * The second half of a transfer into spot: credits the customer's spot account from
 * `clearing:accounts:<COIN>`. The core refuses a transfer id it has already credited, so a redelivered
 * event credits nothing twice.
 */
@Injectable()
export class SpotFundsConsumer extends BusConsumer {
  constructor(private readonly core: SpotCoreService) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('trading.spot-funds', FUNDS_SENT_TO_TRADING, async (transfer) => {
        if (tradingAccountOf(transfer) !== 'spot') return;
        const { transferId, customerId, coin, amount, at } = transfer;
        await runOnce(() => this.core.submit({ type: 'ReceiveFromFunding', transferId, customerId, coin, amount, at }), isDuplicateTransfer);
      }),
    ];
  }
}
