import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SignOutSessionsCommand } from './sign-out-sessions.handler';
import { SignedOutResponseDto } from './sign-out-sessions.response.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class SignOutSessionsController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('sessions')
  @ApiEnvelope(SignedOutResponseDto)
  @PublishedAs('SecurityController_signOutOthers', 'Sign out every session but the one asking')
  async signOutOthers(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SignOutSessionsCommand(customer, null)), translate(ctx.lang, 'ok.signedOut'), 1);
  }

  @Delete('sessions/:id')
  @ApiEnvelope(SignedOutResponseDto)
  @PublishedAs('SecurityController_signOut', 'Sign out one of the customer’s sessions')
  async signOut(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SignOutSessionsCommand(customer, id)), translate(ctx.lang, 'ok.signedOut'), 1);
  }
}
