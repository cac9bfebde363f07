import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ProfileSurface } from '../../identity-routes';
import { changedProfile, CustomerProfileQuery } from '../queries/customer-profile.query';
import { CustomerProfileResponseDto } from '../queries/customer-profile.response.dto';
import { BindContactCommand } from './bind-contact.handler';
import { BindContactBody } from './bind-contact.request.dto';

@ProfileSurface()
@Controller('api/v1/me')
export class BindContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: CustomerProfileQuery,
  ) {}

  @Post('contact')
  @HttpCode(200)
  @ApiEnvelope(CustomerProfileResponseDto)
  @PublishedAs('ProfileController_bindContact', 'Bind or change the phone or e-mail: the code sent to it (scene bind) and the trade password')
  async bindContact(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: BindContactBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new BindContactCommand(customer, body));
    return envelope(await changedProfile(this.profiles, customer.customerId), translate(ctx.lang, 'ok.contactBound'), 1);
  }
}
