import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, parsePlatformFundsSentToTradingV1, PlatformFundingEvents } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import { ContractRejection } from '../domain/contract-core.types';

/**
 * The second half of finance funding the insurance fund or the house from the treasury: the accounts
 * service debited `platform:treasury` into `clearing:trading` and announced it; this credits
 * `platform:insurance` or `platform:house` from `clearing:accounts`. The core refuses a funding id it
 * has already credited, so a redelivered message credits nothing twice.
 */
@Injectable()
export class PlatformFundingConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly core: ContractCoreService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'trading.platform-funding',
      sources: [ACCOUNTS_SOURCE],
      types: [PlatformFundingEvents.sentToTrading],
      handle: async (event) => {
        const data = parsePlatformFundsSentToTradingV1(event.data);
        try {
          await this.core.submit({ type: 'ReceivePlatformFunding', fundingId: data.fundingId, to: data.to, amount: data.amount, staffId: data.staffId, reason: data.reason, at: data.at });
        } catch (error) {
          if (error instanceof ContractRejection && error.code === 'contracts.duplicate') return;
          throw error;
        }
      },
    });
  }
}
