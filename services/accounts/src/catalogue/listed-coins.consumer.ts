import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { parseSpotMarketListedV1, SpotListingEvents, TRADING_SOURCE } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer, PG_POOL } from '@meridian/runtime';
import { IsNull, Not } from 'typeorm';
import { accountsReadModels } from '../accounts.read-models';
import { markCoinListed } from './asset-catalogue';
import { IssuedCoin } from './read-models/issued-coin.entity';

const LISTINGS = { sources: [TRADING_SOURCE], types: [SpotListingEvents.listed], parse: parseSpotMarketListedV1 };

/** Issued coins trading listed as spot markets (docs/subscription.md): from then on they transfer like any coin. */
@Injectable()
export class ListedCoinsConsumer extends BusConsumer {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {
    super();
  }

  /** The coins listed before this start are marked before the bus delivers a new listing. */
  override async onModuleInit(): Promise<void> {
    const listed = await (await accountsReadModels.on(this.pool)).getRepository(IssuedCoin).findBy({ listedAt: Not(IsNull()) });
    for (const coin of listed) markCoinListed(coin.symbol);
    await super.onModuleInit();
  }

  protected subscriptions() {
    return [
      contractSubscription('accounts.listed-coins', LISTINGS, async (listed, tx) => {
        await (await accountsReadModels.on(tx)).getRepository(IssuedCoin).update({ symbol: listed.coin, listedAt: IsNull() }, { listedAt: new Date(listed.at) });
        markCoinListed(listed.coin);
      }),
    ];
  }
}
