import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { CustomerBody, RecordsWindowBody, SendToFundingBody } from '../../single-writer/internal-account-bodies';
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
@ApiExcludeController()
@Controller('internal/v1/contracts')
@UseGuards(InternalCallerGuard)
export class ContractInternalController {
  constructor(private readonly accounts: ContractAccountsAdapter) {}

  @Post('balances')
  @HttpCode(200)
  async balances(@Body() body: CustomerBody) {
    return { items: await this.accounts.balances(body.customerId) };
  }

  @Post('records')
  @HttpCode(200)
  records(@Body() body: RecordsBody) {
    return this.accounts.records(body.customerId, { account: body.account ?? null, coin: body.coin ?? null, from: body.from ?? null, to: body.to ?? null, limit: body.limit, offset: body.offset });
  }

  @Post('reserves')
  @HttpCode(200)
  async reserves() {
    return { items: await this.accounts.reserves() };
  }

  @Post('send-to-funding')
  @HttpCode(200)
  sendToFunding(@Body() body: ContractSendToFundingBody) {
    return this.accounts.sendToFunding(body);
  }
}
