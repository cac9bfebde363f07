import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { EARN_SOURCE, parseSubscriptionCoinIssuedV1, SubscriptionEvents } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { registerIssuedCoin } from '../catalogue/asset-catalogue';
import { LEGACY_SUBSCRIPTION_FUNDS_TYPES } from './legacy-funds-requests';
import { ProductFundsConsumer } from './product-funds.consumer';

/**
 * The coins new-coin subscriptions issue (docs/subscription.md): each is kept, and loaded into the
 * asset catalogue at start, so wallets may hold it. Its inbox also reads the subscription funds
 * requests sent before `ProductFunds*`, handed to the product funds consumer.
 */
@Injectable()
export class IssuedCoinsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly funds: ProductFundsConsumer,
  ) {}

  async onModuleInit(): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string; name: string; scale: number; issue_price: string }>(
      'SELECT symbol, name, scale, issue_price::text FROM accounts_issued_coins',
    );
    for (const row of rows) registerIssuedCoin({ symbol: row.symbol, name: row.name, scale: row.scale, issuePrice: row.issue_price });
    await this.bus.subscribe({
      consumer: 'accounts.subscription-funds',
      sources: [EARN_SOURCE],
      types: [SubscriptionEvents.coinIssued, ...LEGACY_SUBSCRIPTION_FUNDS_TYPES],
      handle: (event, tx) => {
        if (event.type === SubscriptionEvents.coinIssued) return this.issue(event.data, tx as PoolClient);
        return this.funds.carryOutLegacy(event.type, event.data, tx as PoolClient);
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
}
