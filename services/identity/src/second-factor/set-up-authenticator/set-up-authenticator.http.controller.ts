import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, CurrentCustomer, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SetUpAuthenticatorCommand } from './set-up-authenticator.handler';
import { AuthenticatorSetupResponseDto } from './set-up-authenticator.response.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class SetUpAuthenticatorController {
  constructor(private readonly commands: CommandBus) {}

  @Post('totp/setup')
  @ApiEnvelope(AuthenticatorSetupResponseDto)
  @HttpCode(200)
  @PublishedAs('SecurityController_setUpAuthenticator', 'A new authenticator secret to scan (otpauth URI and the secret in text)')
  async setUpAuthenticator(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.commands.execute(new SetUpAuthenticatorCommand(customer)));
  }
}
