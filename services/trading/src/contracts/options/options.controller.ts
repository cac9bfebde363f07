import { Body, Controller, Get, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { OptionEligibilityResponseDto, OptionOrderResponseDto, OptionProductResponseDto, OptionsQueryDto, PlaceOptionRequestDto } from './option.dto';
import { OptionTradingService } from './option-trading.service';

const silent = <T>(data: T) => envelope(data, '', 7);

/** Delivery options (docs/api.md, "Delivery options"): the products, and the customer's orders. */
@ApiTags('options')
@Controller('api/v1/options')
export class OptionsController {
  constructor(private readonly options: OptionTradingService) {}

  @Get('products')
  @ApiEnvelope(OptionProductResponseDto, { list: true })
  products() {
    return silent({ items: this.options.products() });
  }

  /** Whether real-money options are offered where the customer is (docs/contracts.md, "Where options are refused"). */
  @Get('eligibility')
  @ApiEnvelope(OptionEligibilityResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async eligibility(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.options.eligibility(customer.customerId));
  }

  @Post('orders')
  @ApiEnvelope(OptionOrderResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceOptionRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.options.place(customer.customerId, body), translate(ctx.lang, 'ok.optionPlaced'), 1);
  }

  @Get('orders')
  @ApiEnvelope(OptionOrderResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OptionsQueryDto) {
    return silent({ items: await this.options.orders(customer.customerId, query.status ?? 'pending') });
  }
}
