import { Body, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, envelope, IdempotencyInterceptor, PublishedAs, translate, type Envelope, type RequestContext } from '@meridian/http';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { ResetPasswordCommand } from './reset-password.handler';
import { ResetPasswordBody } from './reset-password.request.dto';

async function resetPassword(commands: CommandBus, body: ResetPasswordBody, ctx: RequestContext): Promise<Envelope<null>> {
  await commands.execute(new ResetPasswordCommand(body, ctx.requestId));
  return envelope(null, translate(ctx.lang, 'ok.passwordReset'), 0);
}

/** `web/forgetPassword`: the legacy protocol's call. */
@LegacySurface()
export class ResetPasswordLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('forgetPassword')
  @HttpCode(200)
  @PublishedAs('IdentityLegacyController_forgetPassword')
  forgetPassword(@Body() body: ResetPasswordBody, @Ctx() ctx: RequestContext) {
    return resetPassword(this.commands, body, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/password-reset')
  @HttpCode(200)
  @PublishedAs('IdentityRestController_reset', 'Reset a forgotten password with a code')
  reset(@Body() body: ResetPasswordBody, @Ctx() ctx: RequestContext) {
    return resetPassword(this.commands, body, ctx);
  }
}
