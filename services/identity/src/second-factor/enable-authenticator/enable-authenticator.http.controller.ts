import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { EnableAuthenticatorCommand } from './enable-authenticator.handler';
import { EnableAuthenticatorBody } from './enable-authenticator.request.dto';
import { RecoveryCodesResponseDto } from './enable-authenticator.response.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class EnableAuthenticatorController {
  constructor(private readonly commands: CommandBus) {}

  @Post('totp/enable')
  @ApiEnvelope(RecoveryCodesResponseDto)
  @HttpCode(200)
  @PublishedAs('SecurityController_enableAuthenticator', 'Turn the authenticator on with a current code and the login password; answers the recovery codes, once')
  async enableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: EnableAuthenticatorBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new EnableAuthenticatorCommand(customer, body.code, body.password)), translate(ctx.lang, 'ok.totpEnabled'), 1);
  }
}
