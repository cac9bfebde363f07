import { Body, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, CurrentCustomer, CustomerAuthGuard, CustomerRoute, envelope, type Envelope, IdempotencyInterceptor, PublishedAs, type RequestContext, translate } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { ChangePasswordCommand } from './change-password.handler';
import { UpdatePasswordBody } from './change-password.request.dto';

/** A new login password ends every session: the answer tells the app to log out (code 1000, event `logout`). */
async function changePassword(commands: CommandBus, principal: CustomerPrincipal, body: UpdatePasswordBody, ctx: RequestContext): Promise<Envelope<null>> {
  const { loggedOut } = await commands.execute(new ChangePasswordCommand(principal, body, ctx.requestId));
  if (loggedOut) return { code: 1000, message: translate(ctx.lang, 'auth.passwordChanged'), title: '', time: 2, data: null, event: 'logout' };
  return envelope(null, translate(ctx.lang, 'ok.tradePasswordSet'), 0);
}

/** `web/updatePassword`: the legacy protocol's call. */
@LegacySurface()
export class ChangePasswordLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('updatePassword')
  @HttpCode(200)
  @UseGuards(CustomerAuthGuard)
  @PublishedAs('IdentityLegacyController_updatePassword')
  updatePassword(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: UpdatePasswordBody, @Ctx() ctx: RequestContext) {
    return changePassword(this.commands, customer, body, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('me/password')
  @HttpCode(200)
  @CustomerRoute()
  @PublishedAs('IdentityRestController_password')
  password(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: UpdatePasswordBody, @Ctx() ctx: RequestContext) {
    return changePassword(this.commands, customer, body, ctx);
  }
}
