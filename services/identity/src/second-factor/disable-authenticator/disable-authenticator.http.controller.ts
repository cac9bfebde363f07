import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { DisableAuthenticatorCommand } from './disable-authenticator.handler';
import { AuthenticatorCodeBody } from './disable-authenticator.request.dto';
import { AuthenticatorStateResponseDto } from './disable-authenticator.response.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class DisableAuthenticatorController {
  constructor(private readonly commands: CommandBus) {}

  @Post('totp/disable')
  @ApiEnvelope(AuthenticatorStateResponseDto)
  @HttpCode(200)
  @PublishedAs('SecurityController_disableAuthenticator', 'Turn the authenticator off with a current code or a recovery code')
  async disableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AuthenticatorCodeBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new DisableAuthenticatorCommand(customer, body.code)), translate(ctx.lang, 'ok.totpDisabled'), 1);
  }
}
