import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { isAccountType } from '../catalogue/account-types';
import { BalancesQuery } from '../records/balances.query';
import { BalancesQueryDto } from '../records/balances.query.dto';

/** The specification's `web/getAsset2`: every account's rows and totals. */
@Controller('web')
@UseInterceptors(IdempotencyInterceptor)
export class LegacyAssetsController {
  constructor(private readonly balances: BalancesQuery) {}

  @Get('getAsset2')
  @UseGuards(CustomerAuthGuard)
  async getAsset2(@CurrentCustomer() customer: CustomerPrincipal, @Query() { type }: BalancesQueryDto) {
    return envelope(await this.balances.overview(customer.customerId, isAccountType(type) ? type : undefined), '', 7);
  }
}
