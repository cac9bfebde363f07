import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CoinSubscriptionResponseDto } from '../queries/subscription.response.dto';
import { SubscribeCommand } from './subscribe.handler';
import { SubscribeRequestDto } from './subscribe.request.dto';

/** A customer subscribes to a coin; the request id asks once. */
@ApiTags('subscription')
@Controller('api/v1')
export class SubscribeController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('SubscriptionController_subscribe')
  @Post('subscriptions')
  @ApiEnvelope(CoinSubscriptionResponseDto, { status: 201 })
  @IdempotentCustomerRoute()
  @ApiOperation({ summary: 'Subscribe: price x quantity plus the fee is frozen in the funding wallet until the allotment' })
  async subscribe(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SubscribeRequestDto, @Ctx() ctx: RequestContext) {
    const subscription = await this.commands.execute(new SubscribeCommand(customer, body.coinId, body.quantity, ctx.requestId));
    return envelope(subscription, translate(ctx.lang, 'ok.subscribed'), 1);
  }
}
