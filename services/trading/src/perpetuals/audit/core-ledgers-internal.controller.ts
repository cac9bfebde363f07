import { Body } from '@nestjs/common';
import { IsISO8601, IsOptional } from 'class-validator';
import { InternalCall, InternalRoutes } from '@meridian/http';
import { CustomerBody } from '../../single-writer/internal-account-bodies';
import { CoreLedgersAdapter } from './core-ledgers.adapter';

class CoreReplayBody extends CustomerBody {
  @IsOptional()
  @IsISO8601()
  at?: string;
}

/** The CORE_LEDGERS port over HTTP, for an accounts process that does not host the trading cores. */
@InternalRoutes('internal/v1/audit')
export class CoreLedgersInternalController {
  constructor(private readonly ledgers: CoreLedgersAdapter) {}

  @InternalCall('core-ledgers')
  async check() {
    return { items: await this.ledgers.check() };
  }

  @InternalCall('core-replay')
  async replay(@Body() body: CoreReplayBody) {
    return { items: await this.ledgers.replay(body.customerId, body.at) };
  }
}
