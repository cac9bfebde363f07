import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiEnvelope,
  Ctx,
  CurrentCustomer,
  CustomerRoute,
  envelope,
  IdempotentCustomerRoute,
  silent,
  translate,
  type RequestContext,
} from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { VisitorOrCustomer, VisitorOrCustomerGuard } from '../../shared/visitor-or-customer.guard';
import { SignInStatusQuery } from '../queries/sign-in-status.query';
import { SignInRecordResponseDto, SignInStatusResponseDto } from '../queries/sign-in.response.dto';
import { SignInHandler } from './sign-in.handler';

/** The daily sign-in: its cycle and rules for anyone, today's sign-in and the records for the customer. */
@ApiTags('rewards')
@Controller('api/v1/rewards/sign-in')
export class SignInController {
  constructor(
    private readonly status: SignInStatusQuery,
    private readonly handler: SignInHandler,
  ) {}

  @Get()
  @UseGuards(VisitorOrCustomerGuard)
  @ApiEnvelope(SignInStatusResponseDto)
  async cycle(@VisitorOrCustomer() customer: CustomerPrincipal | null) {
    return silent(await this.status.status(customer));
  }

  /** Signs in for today; the answer is the cycle as it now stands, its message what was paid. */
  @Post()
  @IdempotentCustomerRoute()
  @ApiEnvelope(SignInStatusResponseDto, { status: 201 })
  async signIn(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    const signedIn = await this.handler.signIn(customer, ctx.requestId);
    const message =
      signedIn?.rewardStatus === 'paying'
        ? translate(ctx.lang, 'ok.signedInReward', { amount: signedIn.reward, day: signedIn.cycleDay })
        : signedIn?.rewardStatus === 'paused'
          ? translate(ctx.lang, 'ok.signedInPaused', { day: signedIn.cycleDay })
          : translate(ctx.lang, 'ok.signedIn', { day: signedIn?.cycleDay ?? 1 });
    return envelope(await this.status.status(customer), message);
  }

  @Get('records')
  @CustomerRoute()
  @ApiEnvelope(SignInRecordResponseDto, { list: true })
  async records(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.status.records(customer.customerId) });
  }
}
