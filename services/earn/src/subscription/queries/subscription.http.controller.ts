import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, CurrentCustomer, CustomerRoute, PathKeyPipe, PublishedAs, silent, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SubscriptionsStaffQueryDto } from './subscription.request.dto';
import { CoinOfferingResponseDto, CoinSubscriptionResponseDto } from './subscription.response.dto';
import { SubscriptionQuery } from './subscription.query';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;

/** New-coin subscription's read side (docs/subscription.md): offerings and subscriptions, for customers and staff. */
@ApiTags('subscription')
@Controller('api/v1')
export class SubscriptionQueriesController {
  constructor(private readonly read: SubscriptionQuery) {}

  /** Open to anyone: every coin's terms, its phase and what has been asked for. */
  @PublishedAs('SubscriptionController_coins')
  @Get('subscriptions/coins')
  @ApiEnvelope(CoinOfferingResponseDto, { list: true })
  async coins() {
    return silent({ items: await this.read.coins() });
  }

  @PublishedAs('SubscriptionController_coin')
  @Get('subscriptions/coins/:symbol')
  @ApiEnvelope(CoinOfferingResponseDto)
  async coin(@Param('symbol', new PathKeyPipe()) symbol: string) {
    return silent(await this.read.coin(symbol));
  }

  @PublishedAs('SubscriptionController_mine')
  @Get('subscriptions')
  @ApiEnvelope(CoinSubscriptionResponseDto, { list: true })
  @CustomerRoute()
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.read.subscriptions({ customerId: customer.customerId }) });
  }

  @PublishedAs('SubscriptionController_staffCoins')
  @Get('admin/subscriptions/coins')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(READERS, CoinOfferingResponseDto, { list: true })
  async staffCoins() {
    const data = await this.read.coins();
    return { data, total: data.length };
  }

  @PublishedAs('SubscriptionController_staffCoin')
  @Get('admin/subscriptions/coins/:symbol')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(READERS, CoinOfferingResponseDto)
  async staffCoin(@Param('symbol', new PathKeyPipe()) symbol: string) {
    return { data: await this.read.coin(symbol) };
  }

  @PublishedAs('SubscriptionController_staffSubscriptions')
  @Get('admin/subscriptions')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(READERS, CoinSubscriptionResponseDto, { list: true })
  async staffSubscriptions(@Query() query: SubscriptionsStaffQueryDto) {
    const data = await this.read.subscriptions({ symbol: query.symbol, status: query.status });
    return { data, total: data.length };
  }
}
