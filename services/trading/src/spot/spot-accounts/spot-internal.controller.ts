import { Body } from '@nestjs/common';
import { Matches } from 'class-validator';
import { InternalCall, InternalRoutes } from '@meridian/http';
import { CustomerBody, RecordsWindowBody, recordsWindow, SendToFundingBody } from '../../single-writer/internal-account-bodies';
import { SpotAccountsAdapter } from './spot-accounts.adapter';

class SpotSendToFundingBody extends SendToFundingBody {
  @Matches(/^[A-Z0-9]{2,10}$/)
  coin!: string;

  @Matches(/^\d{1,20}(\.\d{1,18})?$/)
  amount!: string;
}

/** The SPOT_ACCOUNTS port over HTTP, for an accounts process that does not host the trading core. */
@InternalRoutes('internal/v1/spot')
export class SpotInternalController {
  constructor(private readonly accounts: SpotAccountsAdapter) {}

  @InternalCall('balances')
  async balances(@Body() body: CustomerBody) {
    return { items: await this.accounts.balances(body.customerId) };
  }

  @InternalCall('records')
  records(@Body() body: RecordsWindowBody) {
    return this.accounts.records(body.customerId, recordsWindow(body));
  }

  @InternalCall('send-to-funding')
  sendToFunding(@Body() body: SpotSendToFundingBody) {
    return this.accounts.sendToFunding(body);
  }
}
