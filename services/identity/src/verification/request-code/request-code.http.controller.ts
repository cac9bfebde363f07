import { Body, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, envelope, IdempotencyInterceptor, PublishedAs, translate, type Envelope, type RequestContext } from '@meridian/http';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { RequestCodeCommand } from './request-code.handler';
import { GetCodeQuery } from './request-code.request.dto';
import { CodeSentResponseDto } from './request-code.response.dto';

async function requestCode(commands: CommandBus, input: GetCodeQuery, ctx: RequestContext): Promise<Envelope<{ resend_after: number }>> {
  const data = await commands.execute(new RequestCodeCommand(input, ctx.lang, ctx.ip));
  return envelope(data, translate(ctx.lang, 'ok.codeSent'), 1);
}

/** `web/getCode`: the legacy protocol's call. */
@LegacySurface()
export class RequestCodeLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Get('getCode')
  @PublishedAs('IdentityLegacyController_getCode')
  getCode(@Query() query: GetCodeQuery, @Ctx() ctx: RequestContext) {
    return requestCode(this.commands, query, ctx);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class RequestCodeController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/codes')
  @ApiEnvelope(CodeSentResponseDto)
  @HttpCode(200)
  @PublishedAs('IdentityRestController_requestCode', 'Send a verification code to an e-mail or phone')
  requestCode(@Body() body: GetCodeQuery, @Ctx() ctx: RequestContext) {
    return requestCode(this.commands, body, ctx);
  }
}
