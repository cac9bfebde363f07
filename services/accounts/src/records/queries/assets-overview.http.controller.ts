import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiEnvelope,
  CurrentCustomer,
  CustomerAuthGuard,
  CustomerRoutes,
  IdempotencyInterceptor,
  PublishedAs,
  silent,
} from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { isAccountType } from '../../catalogue/account-types';
import { BalancesQuery } from './balances.query';
import { BalancesQueryDto } from './balances-query.request.dto';
import { AssetsOverviewResponseDto } from './balances.response.dto';

/** Every account's rows and totals, or one account's. */
@CustomerRoutes('funding', 'api/v1')
export class AssetsOverviewController {
  constructor(private readonly balances: BalancesQuery) {}

  @Get('assets')
  @PublishedAs('FundingController_assets')
  @ApiEnvelope(AssetsOverviewResponseDto)
  async assets(@CurrentCustomer() customer: CustomerPrincipal, @Query() { type }: BalancesQueryDto) {
    return silent(await this.balances.overview(customer.customerId, isAccountType(type) ? type : undefined));
  }
}

/** The same overview under the specification's `web/getAsset2`. */
@Controller('web')
@UseInterceptors(IdempotencyInterceptor)
export class LegacyAssetsController {
  constructor(private readonly balances: BalancesQuery) {}

  @Get('getAsset2')
  @UseGuards(CustomerAuthGuard)
  async getAsset2(@CurrentCustomer() customer: CustomerPrincipal, @Query() { type }: BalancesQueryDto) {
    return silent(await this.balances.overview(customer.customerId, isAccountType(type) ? type : undefined));
  }
}
