import { Body, Controller, Get, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, GroupCommitIdempotencyInterceptor, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { OptionEligibilityResponseDto, OptionOrderResponseDto, OptionProductResponseDto, OptionsQueryDto, PlaceOptionRequestDto } from './option.dto';
import { OptionTradingService, type PresentedOption } from './option-trading.service';

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
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceOptionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    // Recorded under the request id in the group commit of the order's event: a retry, even after a crash, gets this answer back.
    const send = (option: PresentedOption) => envelope(option, translate(ctx.lang, 'ok.optionPlaced'), 1);
    return send(await this.options.place(customer.customerId, body, claim ? { claim, httpStatus: 201, body: send } : undefined));
  }

  @Get('orders')
  @ApiEnvelope(OptionOrderResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OptionsQueryDto) {
    return silent({ items: await this.options.orders(customer.customerId, query.status ?? 'pending') });
  }
}
