import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, FundsTransferEvents, parseFundsSentToTradingV1, tradingAccountOf } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, type DerivativesAccount } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import { ContractRejection } from '../domain/contract-core.types';

const ACCOUNT_OF: Record<'contract' | 'futures' | 'option', DerivativesAccount> = { contract: 'hy', futures: 'jg1', option: 'jg' };

/**
 * The second half of a transfer into a contract, futures or option account: credits it from
 * `clearing:accounts:USDT`. The core refuses a transfer id it has already credited, so a redelivered
 * event credits nothing twice.
 */
@Injectable()
export class ContractFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly core: ContractCoreService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'trading.contract-funds',
      sources: [ACCOUNTS_SOURCE],
      types: [FundsTransferEvents.sentToTrading],
      handle: async (event) => {
        const data = parseFundsSentToTradingV1(event.data);
        const to = tradingAccountOf(data);
        if (to === 'spot') return;
        // The funding side sends contract and futures accounts USDT only.
        if (data.coin !== 'USDT') throw new Error(`transfer ${data.transferId} brought ${data.coin} to a ${to} account`);
        try {
          await this.core.submit({ type: 'ReceiveFromFunding', transferId: data.transferId, customerId: data.customerId, account: ACCOUNT_OF[to], amount: data.amount, at: data.at });
        } catch (error) {
          if (error instanceof ContractRejection && error.code === 'contracts.duplicate') return;
          throw error;
        }
      },
    });
  }
}
