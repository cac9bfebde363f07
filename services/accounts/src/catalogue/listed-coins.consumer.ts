import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { parseSpotMarketListedV1, SpotListingEvents, TRADING_SOURCE } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { markCoinListed } from './asset-catalogue';

/** Issued coins trading listed as spot markets (docs/subscription.md): from then on they transfer like any coin. */
@Injectable()
export class ListedCoinsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async onModuleInit(): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string }>('SELECT symbol FROM accounts_issued_coins WHERE listed_at IS NOT NULL');
    for (const row of rows) markCoinListed(row.symbol);
    await this.bus.subscribe({
      consumer: 'accounts.listed-coins',
      sources: [TRADING_SOURCE],
      types: [SpotListingEvents.listed],
      handle: async (event, tx) => {
        const listed = parseSpotMarketListedV1(event.data);
        await (tx as PoolClient).query('UPDATE accounts_issued_coins SET listed_at = $2 WHERE symbol = $1 AND listed_at IS NULL', [listed.coin, listed.at]);
        markCoinListed(listed.coin);
      },
    });
  }
}
