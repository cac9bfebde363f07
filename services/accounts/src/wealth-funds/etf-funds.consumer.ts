import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { ACCOUNTS_SOURCE, EARN_SOURCE, EtfFundsEvents, parseEtfMoneyV1, type EtfMoneyV1, type EtfPurchaseAnsweredV1 } from '@meridian/contracts';
import { LedgerError, platformAccount, userAccount } from '@meridian/ledger';
import { writeToOutbox, type MessageBus } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { MESSAGE_BUS } from '@meridian/runtime';
import { DomainError } from '../domain-error';
import { CustomerLedger } from '../ledger/customer-ledger';

/**
 * The funding wallet's side of ETF products (docs/earn.md): a purchase's USDT goes to
 * `platform:etf-funds` (or is refused, "Insufficient balance"), a sale's proceeds come back from it;
 * each under its entry id, in the inbox's transaction, so a redelivered request moves nothing twice.
 */
@Injectable()
export class EtfFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: CustomerLedger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.etf-funds',
      sources: [EARN_SOURCE],
      types: [EtfFundsEvents.purchaseRequested, EtfFundsEvents.saleDue],
      handle: async (event, tx) => {
        const client = tx as PoolClient;
        const money = parseEtfMoneyV1(event.type, event.data);
        if (event.type === EtfFundsEvents.saleDue) {
          await this.post(money, 'ETF sale', 'in', client);
          return;
        }
        let refusal: string | null = null;
        try {
          await this.post(money, 'ETF purchase', 'out', client);
        } catch (error) {
          if (!(error instanceof LedgerError && error.code === 'ledger.insufficientFunds')) throw error;
          refusal = 'earn.insufficientBalance';
        }
        const answer: EtfPurchaseAnsweredV1 = { fundId: money.fundId, tradeId: money.tradeId, customerId: money.customerId, reason: refusal, at: money.at };
        await writeToOutbox(client, [
          {
            id: randomUUID(),
            type: refusal ? EtfFundsEvents.purchaseRefused : EtfFundsEvents.purchaseTaken,
            source: ACCOUNTS_SOURCE,
            streamId: `etf-funds-${money.tradeId}`,
            schemaVersion: 1,
            data: answer,
            metadata: { customerId: money.customerId },
            occurredAt: money.at,
          },
        ]);
      },
    });
  }

  /** Out: the wallet pays the fund. In: the fund pays the wallet. A repeated entry id moves nothing. */
  private async post(money: EtfMoneyV1, memo: string, direction: 'in' | 'out', client: PoolClient): Promise<void> {
    const amount = Money.parse(ASSETS.USDT, money.amount);
    const toWallet = direction === 'in' ? amount : amount.negate();
    const postings = [
      { account: userAccount(money.customerId, 'funding', ASSETS.USDT), amount: toWallet },
      { account: platformAccount('etf-funds', ASSETS.USDT), amount: toWallet.negate() },
    ];
    await this.ledger
      .execute(money.customerId, { type: 'PostEntry', data: { id: money.entryId, memo, postings }, metadata: { now: money.at } }, { client })
      .catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'ledger.duplicateEntry')) throw error;
      });
  }
}
