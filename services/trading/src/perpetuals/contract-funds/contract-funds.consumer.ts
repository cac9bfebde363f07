import { Injectable } from '@nestjs/common';
import { ACCOUNTS_SOURCE, parsePlatformFundsSentToTradingV1, PlatformFundingEvents, tradingAccountOf } from '@meridian/contracts';
import { runOnce } from '@meridian/decider';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer, type DerivativesAccount } from '@meridian/runtime';
import { FUNDS_SENT_TO_TRADING } from '../../single-writer/funds-sent-to-trading';
import { ContractCoreService } from '../contract-core.service';
import { isDuplicateCredit } from '../domain/contract-core.types';

const ACCOUNT_OF: Record<'contract' | 'futures' | 'option', DerivativesAccount> = { contract: 'hy', futures: 'jg1', option: 'jg' };

/**
 * The second halves of what the funding side sends the contract core, each credited from
 * `clearing:accounts:USDT`: a customer's transfer into a contract, futures or option account; and
 * finance funding the insurance fund or the house from the treasury (accounts debited
 * `platform:treasury` into `clearing:trading` and announced it), credited to `platform:insurance` or
 * `platform:house`. The core refuses a transfer or funding id it has already credited, so a
 * redelivered message credits nothing twice.
 */
@Injectable()
export class ContractFundsConsumer extends BusConsumer {
  constructor(private readonly core: ContractCoreService) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription(
        'trading.contract-funds',
        FUNDS_SENT_TO_TRADING,
        async (transfer) => {
          const to = tradingAccountOf(transfer);
          if (to === 'spot') return;
          const { transferId, customerId, coin, amount, at } = transfer;
          // The funding side sends contract and futures accounts USDT only.
          if (coin !== 'USDT') throw new Error(`transfer ${transferId} brought ${coin} to a ${to} account`);
          await runOnce(() => this.core.submit({ type: 'ReceiveFromFunding', transferId, customerId, account: ACCOUNT_OF[to], amount, at }), isDuplicateCredit);
        },
      ),
      contractSubscription(
        'trading.platform-funding',
        { sources: [ACCOUNTS_SOURCE], types: [PlatformFundingEvents.sentToTrading], parse: parsePlatformFundsSentToTradingV1 },
        ({ fundingId, to, amount, staffId, reason, at }) =>
          runOnce(() => this.core.submit({ type: 'ReceivePlatformFunding', fundingId, to, amount, staffId, reason, at }), isDuplicateCredit),
      ),
    ];
  }
}
