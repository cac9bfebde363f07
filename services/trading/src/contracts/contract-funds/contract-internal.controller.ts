import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { ContractAccountsAdapter } from './contract-accounts.adapter';

class BalancesBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;
}

class SendToFundingBody extends BalancesBody {
  @IsString()
  @MaxLength(64)
  transferId!: string;

  @IsIn(['hy', 'jg1'])
  account!: 'hy' | 'jg1';

  @Matches(/^\d{1,20}(\.\d{1,6})?$/)
  amount!: string;

  @Matches(/^[a-z]{2,20}$/)
  toAccount!: string;
}

/** The CONTRACT_ACCOUNTS port over HTTP, for an accounts process that does not host the trading core. */
@ApiExcludeController()
@Controller('internal/v1/contracts')
@UseGuards(InternalCallerGuard)
export class ContractInternalController {
  constructor(private readonly accounts: ContractAccountsAdapter) {}

  @Post('balances')
  @HttpCode(200)
  async balances(@Body() body: BalancesBody) {
    return { items: await this.accounts.balances(body.customerId) };
  }

  @Post('send-to-funding')
  @HttpCode(200)
  sendToFunding(@Body() body: SendToFundingBody) {
    return this.accounts.sendToFunding(body);
  }
}
