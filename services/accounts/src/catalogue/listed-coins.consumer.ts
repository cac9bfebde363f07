import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { parseSpotMarketListedV1, SpotListingEvents, TRADING_SOURCE } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer, PG_POOL } from '@meridian/runtime';
import { markCoinListed } from './asset-catalogue';

const LISTINGS = { sources: [TRADING_SOURCE], types: [SpotListingEvents.listed], parse: parseSpotMarketListedV1 };

/** Issued coins trading listed as spot markets (docs/subscription.md): from then on they transfer like any coin. */
@Injectable()
export class ListedCoinsConsumer extends BusConsumer {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {
    super();
  }

  /** The coins listed before this start are marked before the bus delivers a new listing. */
  override async onModuleInit(): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string }>('SELECT symbol FROM accounts_issued_coins WHERE listed_at IS NOT NULL');
    for (const row of rows) markCoinListed(row.symbol);
    await super.onModuleInit();
  }

  protected subscriptions() {
    return [
      contractSubscription('accounts.listed-coins', LISTINGS, async (listed, tx) => {
        await tx.query('UPDATE accounts_issued_coins SET listed_at = $2 WHERE symbol = $1 AND listed_at IS NULL', [listed.coin, listed.at]);
        markCoinListed(listed.coin);
      }),
    ];
  }
}
