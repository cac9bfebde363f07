import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, CurrentCustomer, CustomerRoute, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { OptionEligibilityResponseDto, OptionOrderResponseDto, OptionProductResponseDto } from './option.response.dto';
import { OptionsQueryDto } from './options.request.dto';
import { OptionsQuery } from './options.query';

/** Delivery options (docs/api.md, "Delivery options"), the read side: the products, and the customer's orders. */
@ApiTags('options')
@Controller('api/v1/options')
export class OptionsController {
  constructor(private readonly options: OptionsQuery) {}

  @Get('products')
  @ApiEnvelope(OptionProductResponseDto, { list: true })
  products() {
    return silent({ items: this.options.products() });
  }

  /** Whether real-money options are offered where the customer is (docs/contracts.md, "Where options are refused"). */
  @Get('eligibility')
  @ApiEnvelope(OptionEligibilityResponseDto)
  @CustomerRoute()
  async eligibility(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.options.eligibility(customer.customerId));
  }

  @Get('orders')
  @ApiEnvelope(OptionOrderResponseDto, { list: true })
  @CustomerRoute()
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OptionsQueryDto) {
    return silent({ items: await this.options.orders(customer.customerId, query.status ?? 'pending') });
  }
}
