import { Body, Controller, Global, HttpCode, Inject, Injectable, Module, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { Matches } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { parseAccount } from '@meridian/ledger';
import { assetOf, Money } from '@meridian/money';
import { PG_POOL, PLATFORM_RESERVES, type PlatformReserves } from '@meridian/runtime';
import { accountsReadModels } from '../accounts.read-models';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { LedgerBalance } from './read-models/ledger-balance.entity';

/** The PLATFORM_RESERVES port in the accounts process: what the whole funding ledger holds in a platform account now. */
@Injectable()
export class PlatformReservesAdapter implements PlatformReserves {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async balance(account: string): Promise<string> {
    const parsed = parseAccount(account);
    if (parsed.type !== 'platform') throw new Error(`${account} is not a platform account`);
    const held = await (await accountsReadModels.on(this.pool)).getRepository(LedgerBalance).findOneBy({ account });
    return Money.ofMinor(assetOf(parsed.asset, FUNDING_ASSETS), BigInt(held?.balance ?? '0')).toString();
  }
}

class PlatformAccountBody {
  @Matches(/^platform:[a-z-]{2,40}:[A-Z0-9]{2,10}$/)
  account!: string;
}

/** The PLATFORM_RESERVES port over HTTP, for earn and lending processes without accounts (the distributed profile). */
@ApiExcludeController()
@Controller('internal/v1/platform-accounts')
@UseGuards(InternalCallerGuard)
export class PlatformReservesInternalController {
  constructor(private readonly reserves: PlatformReservesAdapter) {}

  @Post('balance')
  @HttpCode(200)
  async balance(@Body() body: PlatformAccountBody) {
    return { balance: await this.reserves.balance(body.account) };
  }
}

/** Global, so earn and lending in the same process find the port without importing accounts. */
@Global()
@Module({
  controllers: [PlatformReservesInternalController],
  providers: [PlatformReservesAdapter, { provide: PLATFORM_RESERVES, useExisting: PlatformReservesAdapter }],
  exports: [PLATFORM_RESERVES],
})
export class PlatformReservesModule {}
