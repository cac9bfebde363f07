import { Body, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, envelope, IdempotencyInterceptor, PublishedAs, translate, type Envelope, type RequestContext } from '@meridian/http';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { SessionResponseDto } from '../session.response.dto';
import { callerOf, type SessionAnswer } from '../session-issuer';
import { LogInCommand } from './log-in.handler';
import { LoginBody } from './log-in.request.dto';

async function logIn(commands: CommandBus, body: LoginBody, ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
  const data = await commands.execute(new LogInCommand(body, callerOf(ctx)));
  return envelope(data, translate(ctx.lang, 'ok.loggedIn'), 1);
}

/** `web/userLogin`: the legacy protocol's call. */
@LegacySurface()
export class LogInLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('userLogin')
  @HttpCode(200)
  @PublishedAs('IdentityLegacyController_logIn')
  logIn(@Body() body: LoginBody, @Ctx() ctx: RequestContext) {
    return logIn(this.commands, body, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/login')
  @ApiEnvelope(SessionResponseDto)
  @HttpCode(200)
  @PublishedAs('IdentityRestController_logIn', 'Log in; answers a bearer token')
  logIn(@Body() body: LoginBody, @Ctx() ctx: RequestContext) {
    return logIn(this.commands, body, ctx);
  }
}
