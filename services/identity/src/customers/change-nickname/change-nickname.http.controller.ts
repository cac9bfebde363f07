import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ProfileSurface } from '../../identity-routes';
import { changedProfile, CustomerProfileQuery } from '../queries/customer-profile.query';
import { CustomerProfileResponseDto } from '../queries/customer-profile.response.dto';
import { ChangeNicknameCommand } from './change-nickname.handler';
import { NicknameBody } from './change-nickname.request.dto';

@ProfileSurface()
@Controller('api/v1/me')
export class ChangeNicknameController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: CustomerProfileQuery,
  ) {}

  @Put('nickname')
  @ApiEnvelope(CustomerProfileResponseDto)
  @PublishedAs('ProfileController_nickname')
  async nickname(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: NicknameBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ChangeNicknameCommand(customer, body.nickname));
    return envelope(await changedProfile(this.profiles, customer.customerId), translate(ctx.lang, 'ok.nicknameChanged'), 1);
  }
}
