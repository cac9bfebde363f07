import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { CustomerBody } from '../../single-writer/internal-account-bodies';
import { CoreLedgersAdapter } from './core-ledgers.adapter';

class CoreReplayBody extends CustomerBody {
  @IsOptional()
  @IsISO8601()
  at?: string;
}

/** The CORE_LEDGERS port over HTTP, for an accounts process that does not host the trading cores. */
@ApiExcludeController()
@Controller('internal/v1/audit')
@UseGuards(InternalCallerGuard)
export class CoreLedgersInternalController {
  constructor(private readonly ledgers: CoreLedgersAdapter) {}

  @Post('core-ledgers')
  @HttpCode(200)
  async check() {
    return { items: await this.ledgers.check() };
  }

  @Post('core-replay')
  @HttpCode(200)
  async replay(@Body() body: CoreReplayBody) {
    return { items: await this.ledgers.replay(body.customerId, body.at) };
  }
}
