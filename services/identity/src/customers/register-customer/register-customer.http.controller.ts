import { Body, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, envelope, IdempotencyInterceptor, PublishedAs, translate, type Envelope, type RequestContext } from '@meridian/http';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { SessionResponseDto } from '../session.response.dto';
import { callerOf, type SessionAnswer } from '../session-issuer';
import { RegisterCustomerCommand } from './register-customer.handler';
import { RegisterBody } from './register-customer.request.dto';

async function register(commands: CommandBus, body: RegisterBody, ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
  const data = await commands.execute(new RegisterCustomerCommand(body, ctx.lang, callerOf(ctx)));
  return envelope(data, translate(ctx.lang, 'ok.registered'), 1);
}

/** `web/userRegister`: the legacy protocol's call. */
@LegacySurface()
export class RegisterCustomerLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('userRegister')
  @HttpCode(200)
  @PublishedAs('IdentityLegacyController_register')
  register(@Body() body: RegisterBody, @Ctx() ctx: RequestContext) {
    return register(this.commands, body, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class RegisterCustomerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/register')
  @ApiEnvelope(SessionResponseDto, { status: 201 })
  @PublishedAs('IdentityRestController_register', 'Register by e-mail or phone with a code')
  register(@Body() body: RegisterBody, @Ctx() ctx: RequestContext) {
    return register(this.commands, body, ctx);
  }
}
