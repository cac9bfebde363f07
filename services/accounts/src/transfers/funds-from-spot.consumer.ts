import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { FundsTransferEvents, TRADING_SOURCE, type FundsSentToFundingV1 } from '@meridian/contracts';
import { AppError } from '@meridian/http';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { FundingStore } from '../funding-store';
import { TransfersService } from './transfers.service';

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
    private readonly transfers: TransfersService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.funds-from-spot',
      sources: [TRADING_SOURCE],
      types: [FundsTransferEvents.sentToFunding],
      handle: async (event) => {
        const data = event.data as FundsSentToFundingV1;
        try {
          await this.funding.transaction((tx) => this.transfers.receiveFromSpot(tx, data));
        } catch (error) {
          if (error instanceof AppError && error.key === 'ledger.duplicateEntry') return;
          throw error;
        }
      },
    });
  }
}
