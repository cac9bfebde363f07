import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, FundsTransferEvents, parseFundsSentToTradingV1, tradingAccountOf } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { SpotCoreService } from '../spot-core.service';
import { SpotRejection } from '../domain/spot-core.types';

/**
 * The second half of a transfer into spot: credits the customer's spot account from
 * `clearing:accounts:<COIN>`. The core refuses a transfer id it has already credited, so a redelivered
 * event credits nothing twice.
 */
@Injectable()
export class SpotFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly core: SpotCoreService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'trading.spot-funds',
      sources: [ACCOUNTS_SOURCE],
      types: [FundsTransferEvents.sentToTrading],
      handle: async (event) => {
        const data = parseFundsSentToTradingV1(event.data);
        if (tradingAccountOf(data) !== 'spot') return;
        try {
          await this.core.submit({
            type: 'ReceiveFromFunding',
            transferId: data.transferId,
            customerId: data.customerId,
            coin: data.coin,
            amount: data.amount,
            at: data.at,
          });
        } catch (error) {
          if (error instanceof SpotRejection && error.code === 'spot.duplicateTransfer') return;
          throw error;
        }
      },
    });
  }
}
