import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ProfileSurface } from '../../identity-routes';
import { changedProfile, CustomerProfileQuery } from '../queries/customer-profile.query';
import { CustomerProfileResponseDto } from '../queries/customer-profile.response.dto';
import { ChangeAvatarCommand } from './change-avatar.handler';

@ProfileSurface()
@Controller('api/v1/me')
export class ChangeAvatarController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: CustomerProfileQuery,
  ) {}

  @Post('avatar')
  @HttpCode(200)
  @ApiEnvelope(CustomerProfileResponseDto)
  @ApiConsumes('multipart/form-data')
  @PublishedAs('ProfileController_avatar', 'A new avatar: file field `avatar`, JPG or PNG, at most 8 MB, checked by its bytes')
  @UseInterceptors(FileInterceptor('avatar', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  async avatar(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFile() file: Express.Multer.File | undefined, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ChangeAvatarCommand(customer, file?.buffer));
    return envelope(await changedProfile(this.profiles, customer.customerId), translate(ctx.lang, 'ok.avatarChanged'), 1);
  }
}
