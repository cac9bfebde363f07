import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { EARN_SOURCE, parseSubscriptionCoinIssuedV1, SubscriptionEvents } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { accountsReadModels } from '../accounts.read-models';
import { registerIssuedCoin } from '../catalogue/asset-catalogue';
import { IssuedCoin } from '../catalogue/read-models/issued-coin.entity';
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
    const issued = await (await accountsReadModels.on(this.pool)).getRepository(IssuedCoin).find();
    for (const { symbol, name, scale, issuePrice } of issued) registerIssuedCoin({ symbol, name, scale, issuePrice });
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
    const row = { symbol: coin.symbol, name: coin.name, scale: coin.scale, issuePrice: coin.issuePrice, issuedAt: new Date(coin.at) };
    await (await accountsReadModels.on(client)).getRepository(IssuedCoin).createQueryBuilder().insert().values(row).orIgnore().execute();
    registerIssuedCoin(coin);
  }
}
