import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  EARN_SOURCE,
  parseSubscribedCoinsReleasedV1,
  parseSubscriptionCoinIssuedV1,
  parseSubscriptionMoneyV1,
  parseSubscriptionSettledV1,
  SubscriptionEvents,
  subscriptionHoldId,
  type SubscriptionHoldAnsweredV1,
} from '@meridian/contracts';
import { LedgerError, platformAccount, userAccount, type LedgerCommand } from '@meridian/ledger';
import { writeToOutbox, type MessageBus } from '@meridian/messaging';
import { ASSETS, assetOf, Money } from '@meridian/money';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { FUNDING_ASSETS, registerIssuedCoin } from '../catalogue/asset-catalogue';
import { DomainError } from '../domain-error';
import { CustomerLedger } from '../ledger/customer-ledger';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

/**
 * The funding wallet's side of new-coin subscription (docs/subscription.md): it learns each issued coin
 * (kept, and loaded into the asset catalogue at start), holds a subscription's USDT, settles the hold
 * at allotment, and credits the coins from `platform:coin-issuance` when the lock-up ends; each by its
 * id, in the inbox's transaction.
 */
@Injectable()
export class SubscriptionFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly ledger: CustomerLedger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string; name: string; scale: number; issue_price: string }>(
      'SELECT symbol, name, scale, issue_price::text FROM accounts_issued_coins',
    );
    for (const row of rows) registerIssuedCoin({ symbol: row.symbol, name: row.name, scale: row.scale, issuePrice: row.issue_price });
    await this.bus.subscribe({
      consumer: 'accounts.subscription-funds',
      sources: [EARN_SOURCE],
      types: [
        SubscriptionEvents.coinIssued,
        SubscriptionEvents.holdRequested,
        SubscriptionEvents.settled,
        SubscriptionEvents.coinsReleased,
      ],
      handle: async (event, tx) => {
        const client = tx as PoolClient;
        if (event.type === SubscriptionEvents.coinIssued) return this.issue(event.data, client);
        if (event.type === SubscriptionEvents.holdRequested) return this.hold(event.data, client);
        if (event.type === SubscriptionEvents.settled) return this.settle(event.data, client);
        return this.release(event.data, client);
      },
    });
  }

  private async issue(data: unknown, client: PoolClient): Promise<void> {
    const coin = parseSubscriptionCoinIssuedV1(data);
    await client.query(
      'INSERT INTO accounts_issued_coins (symbol, name, scale, issue_price, issued_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [coin.symbol, coin.name, coin.scale, coin.issuePrice, coin.at],
    );
    registerIssuedCoin(coin);
  }

  private async hold(data: unknown, client: PoolClient): Promise<void> {
    const request = parseSubscriptionMoneyV1(SubscriptionEvents.holdRequested, data);
    let refusal: string | null = null;
    try {
      await this.ledger.execute(
        request.customerId,
        {
          type: 'PlaceHold',
          data: {
            holdId: subscriptionHoldId(request.subscriptionId),
            from: userAccount(request.customerId, 'funding', ASSETS.USDT),
            amount: usdt(request.amount),
            memo: 'New-coin subscription',
          },
          metadata: { now: request.at },
        },
        { client },
      );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'ledger.insufficientFunds') refusal = 'subscription.insufficientUsdt';
      else if (!(error instanceof LedgerError && error.code === 'ledger.duplicateHold')) throw error;
    }
    const answer: SubscriptionHoldAnsweredV1 = {
      subscriptionId: request.subscriptionId,
      customerId: request.customerId,
      reason: refusal,
      at: request.at,
    };
    await writeToOutbox(client, [
      {
        id: randomUUID(),
        type: refusal ? SubscriptionEvents.holdRefused : SubscriptionEvents.holdPlaced,
        source: ACCOUNTS_SOURCE,
        streamId: `subscription-funds-${request.subscriptionId}`,
        schemaVersion: 1,
        data: answer,
        metadata: { customerId: request.customerId },
        occurredAt: request.at,
      },
    ]);
  }

  /** `amount` of the hold is paid to the proceeds, the rest goes back to the wallet; nothing paid voids it. */
  private async settle(data: unknown, client: PoolClient): Promise<void> {
    const settlement = parseSubscriptionSettledV1(data);
    const holdId = subscriptionHoldId(settlement.subscriptionId);
    const paid = usdt(settlement.amount);
    const held = usdt(settlement.held);
    const command: LedgerCommand = paid.isZero()
      ? { type: 'VoidHold', data: { holdId, reason: 'Subscription not allotted' }, metadata: { now: settlement.at } }
      : {
          type: 'PostHold',
          data: {
            holdId,
            to: [
              { account: platformAccount('subscription-proceeds', ASSETS.USDT), amount: paid },
              { account: userAccount(settlement.customerId, 'funding', ASSETS.USDT), amount: held.subtract(paid) },
            ].filter((posting) => posting.amount.isPositive()),
            memo: 'New-coin subscription allotted',
          },
          metadata: { now: settlement.at },
        };
    try {
      await this.ledger.execute(settlement.customerId, command, { client });
    } catch (error) {
      // Settled already (a redelivered request).
      if (!(error instanceof LedgerError && error.code === 'ledger.unknownHold')) throw error;
    }
  }

  private async release(data: unknown, client: PoolClient): Promise<void> {
    const release = parseSubscribedCoinsReleasedV1(data);
    const asset = assetOf(release.symbol, FUNDING_ASSETS);
    const quantity = Money.parse(asset, release.quantity);
    await this.ledger
      .execute(
        release.customerId,
        {
          type: 'PostEntry',
          data: {
            id: release.entryId,
            memo: `${release.symbol} released after the lock-up`,
            postings: [
              { account: platformAccount('coin-issuance', asset), amount: quantity.negate() },
              { account: userAccount(release.customerId, 'funding', asset), amount: quantity },
            ],
          },
          metadata: { now: release.at },
        },
        { client },
      )
      .catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'ledger.duplicateEntry')) throw error;
      });
  }
}
