import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { CustomerBody, RecordsWindowBody, SendToFundingBody } from '../../single-writer/internal-account-bodies';
import { SpotAccountsAdapter } from './spot-accounts.adapter';

class SpotSendToFundingBody extends SendToFundingBody {
  @Matches(/^[A-Z0-9]{2,10}$/)
  coin!: string;

  @Matches(/^\d{1,20}(\.\d{1,18})?$/)
  amount!: string;
}

/** The SPOT_ACCOUNTS port over HTTP, for an accounts process that does not host the trading core. */
@ApiExcludeController()
@Controller('internal/v1/spot')
@UseGuards(InternalCallerGuard)
export class SpotInternalController {
  constructor(private readonly accounts: SpotAccountsAdapter) {}

  @Post('balances')
  @HttpCode(200)
  async balances(@Body() body: CustomerBody) {
    return { items: await this.accounts.balances(body.customerId) };
  }

  @Post('records')
  @HttpCode(200)
  records(@Body() body: RecordsWindowBody) {
    return this.accounts.records(body.customerId, { coin: body.coin ?? null, from: body.from ?? null, to: body.to ?? null, limit: body.limit, offset: body.offset });
  }

  @Post('send-to-funding')
  @HttpCode(200)
  sendToFunding(@Body() body: SpotSendToFundingBody) {
    return this.accounts.sendToFunding(body);
  }
}
