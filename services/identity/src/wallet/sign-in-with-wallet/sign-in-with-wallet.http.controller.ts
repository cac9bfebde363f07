import { Body, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import { AccountSurface } from '../../identity-routes';
import { SessionResponseDto } from '../../customers/session.response.dto';
import { callerOf, type SessionAnswer } from '../../customers/session-issuer';
import { SignInWithWalletCommand } from './sign-in-with-wallet.handler';
import { WalletSignInBody } from './sign-in-with-wallet.request.dto';

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class SignInWithWalletController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/wallet')
  @ApiEnvelope(SessionResponseDto)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with an Ethereum wallet (EIP-4361): a known address logs in, a new one registers; answers a bearer token',
  })
  async signIn(@Body() body: WalletSignInBody, @Ctx() ctx: RequestContext) {
    const data: SessionAnswer = await this.commands.execute(new SignInWithWalletCommand(body, ctx.lang, callerOf(ctx)));
    return envelope(data, translate(ctx.lang, 'ok.loggedIn'), 1);
  }
}
