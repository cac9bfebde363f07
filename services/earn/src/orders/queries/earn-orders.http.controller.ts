import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, CurrentCustomer, CustomerRoute, LegacyCustomerRoutes, PublishedAs, silent } from '@meridian/http';
import { ASSETS, Money } from '@meridian/money';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LegacyEarnOrderDto } from './earn-orders.request.dto';
import { EarnCoverResponseDto, EarnOrderDetailResponseDto, EarnOrderResponseDto } from './earn-orders.response.dto';
import { EarnOrdersQuery } from './earn-orders.query';


/** A customer's earn orders (docs/earn.md), and what the live orders may cost the payout account. */
@ApiTags('earn')
@Controller('api/v1/earn')
export class EarnOrdersQueriesController {
  constructor(private readonly orders: EarnOrdersQuery) {}

  /** Open to anyone: what the live orders may cost the payout account (its balance: GET /api/v1/reserves). */
  @PublishedAs('EarnController_cover')
  @Get('cover')
  @ApiEnvelope(EarnCoverResponseDto)
  async cover() {
    const { ordersInCustody, dailyYieldsAtMost, yieldsToMaturityAtMost } = await this.orders.liabilities();
    return silent({ ordersInCustody, dailyYieldsAtMost, yieldsToMaturityAtMost });
  }

  @PublishedAs('EarnController_mine')
  @Get('orders')
  @ApiEnvelope(EarnOrderResponseDto, { list: true })
  @CustomerRoute()
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.orders.mine(customer.customerId) });
  }

  @PublishedAs('EarnController_one')
  @Get('orders/:id')
  @ApiEnvelope(EarnOrderDetailResponseDto)
  @CustomerRoute()
  async one(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.orders.one(id, customer.customerId));
  }

}

/** The specification's legacy reads of the customer's orders, in the envelope: `web/getProfitTotal`, `web/getProfitInfo`. */
@LegacyCustomerRoutes()
export class EarnOrdersLegacyController {
  constructor(private readonly orders: EarnOrdersQuery) {}

  /** The customer's custody totals: principal in custody, earned in all, orders by state. */
  @PublishedAs('EarnLegacyController_total')
  @Get('getProfitTotal')
  async total(@CurrentCustomer() customer: CustomerPrincipal) {
    const mine = await this.orders.mine(customer.customerId);
    const live = mine.filter((order) => ['in_custody', 'redeeming', 'redemption_rejected'].includes(order.status));
    const sum = (values: string[]) => Money.sum(ASSETS.USDT, values.map((value) => Money.parse(ASSETS.USDT, value))).toString();
    return silent({ principal_in_custody: sum(live.map((order) => order.amount)), earned: sum(mine.map((order) => order.earned)), orders: mine.length, live: live.length });
  }

  @PublishedAs('EarnLegacyController_info')
  @Get('getProfitInfo')
  async info(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id }: LegacyEarnOrderDto) {
    return silent(await this.orders.one(id, customer.customerId));
  }
}
