import { HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, CurrentCustomer, CustomerAuthGuard, CustomerRoute, envelope, type Envelope, IdempotencyInterceptor, PublishedAs, type RequestContext, translate } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { LogOutCommand } from './log-out.handler';

async function logOut(commands: CommandBus, principal: CustomerPrincipal, ctx: RequestContext): Promise<Envelope<null>> {
  await commands.execute(new LogOutCommand(principal, ctx.requestId));
  return envelope(null, translate(ctx.lang, 'ok.loggedOut'), 0);
}

/** `web/logout`: the legacy protocol's call. */
@LegacySurface()
export class LogOutLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @HttpCode(200)
  @UseGuards(CustomerAuthGuard)
  @PublishedAs('IdentityLegacyController_logOut')
  logOut(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return logOut(this.commands, customer, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class LogOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/logout')
  @HttpCode(200)
  @CustomerRoute()
  @PublishedAs('IdentityRestController_logOut')
  logOut(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return logOut(this.commands, customer, ctx);
  }
}
