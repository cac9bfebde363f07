import { Get, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, envelope, IdempotencyInterceptor, PublishedAs, translate, type Envelope, type RequestContext } from '@meridian/http';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { SessionResponseDto } from '../session.response.dto';
import { callerOf, type SessionAnswer } from '../session-issuer';
import { CreateDemoAccountCommand } from './create-demo-account.handler';

async function createDemo(commands: CommandBus, ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
  const data = await commands.execute(new CreateDemoAccountCommand(ctx.lang, callerOf(ctx)));
  return envelope(data, translate(ctx.lang, 'ok.demoCreated'), 1);
}

/** `web/tempLogin`: the legacy protocol's call. */
@LegacySurface()
export class CreateDemoAccountLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Get('tempLogin')
  @PublishedAs('IdentityLegacyController_tempLogin')
  tempLogin(@Ctx() ctx: RequestContext) {
    return createDemo(this.commands, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class CreateDemoAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/demo')
  @ApiEnvelope(SessionResponseDto, { status: 201 })
  @PublishedAs('IdentityRestController_demo', 'Create a 7-day demo account with virtual USDT')
  demo(@Ctx() ctx: RequestContext) {
    return createDemo(this.commands, ctx);
  }
}
