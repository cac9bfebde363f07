import { Body } from '@nestjs/common';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { InternalCall, InternalRoutes } from '@meridian/http';
import { CustomerBody, RecordsWindowBody, recordsWindow, SendToFundingBody } from '../../single-writer/internal-account-bodies';
import { ContractAccountsAdapter } from './contract-accounts.adapter';

class ContractSendToFundingBody extends SendToFundingBody {
  @IsIn(['hy', 'jg1', 'jg'])
  account!: 'hy' | 'jg1' | 'jg';

  @Matches(/^\d{1,20}(\.\d{1,6})?$/)
  amount!: string;
}

class RecordsBody extends RecordsWindowBody {
  @IsOptional()
  @IsIn(['hy', 'jg1', 'jg'])
  account!: 'hy' | 'jg1' | 'jg' | null;
}

/** The CONTRACT_ACCOUNTS port over HTTP, for an accounts process that does not host the trading core. */
@InternalRoutes('internal/v1/contracts')
export class ContractInternalController {
  constructor(private readonly accounts: ContractAccountsAdapter) {}

  @InternalCall('balances')
  async balances(@Body() body: CustomerBody) {
    return { items: await this.accounts.balances(body.customerId) };
  }

  @InternalCall('records')
  records(@Body() body: RecordsBody) {
    return this.accounts.records(body.customerId, { account: body.account ?? null, ...recordsWindow(body) });
  }

  @InternalCall('reserves')
  async reserves() {
    return { items: await this.accounts.reserves() };
  }

  @InternalCall('send-to-funding')
  sendToFunding(@Body() body: ContractSendToFundingBody) {
    return this.accounts.sendToFunding(body);
  }
}
