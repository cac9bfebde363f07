import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Put, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, MAX_IMAGE_BYTES, translate, type RequestContext } from '@meridian/http';
import { PLATFORM_CONFIG, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerDirectory, toProfile } from '../customers/customer-directory';
import { BindContactCommand } from '../customers/use-cases/bind-contact';
import { ChangeAvatarCommand, ChangeNicknameCommand } from '../customers/use-cases/update-profile';
import type { PlatformConfig } from '../identity-config';
import { BindContactBody, NicknameBody } from './identity.dto';
import { CustomerProfileResponseDto } from './identity.response.dto';

/** The customer's profile (docs/api.md): nickname, avatar, and the phone and e-mail they log in with. */
@ApiTags('identity')
@ApiBearerAuth()
@UseGuards(CustomerAuthGuard)
@Controller('api/v1/me')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: CustomerDirectory,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  private async profile(customerId: string) {
    const row = await this.directory.byId(customerId);
    if (!row) throw new NotFoundException();
    return toProfile(row, this.config.publicUrl);
  }

  @Put('nickname')
  @ApiEnvelope(CustomerProfileResponseDto)
  async nickname(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: NicknameBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ChangeNicknameCommand(customer, body.nickname));
    return envelope(await this.profile(customer.customerId), translate(ctx.lang, 'ok.nicknameChanged'), 1);
  }

  @Post('avatar')
  @HttpCode(200)
  @ApiEnvelope(CustomerProfileResponseDto)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'A new avatar: file field `avatar`, JPG or PNG, at most 8 MB, checked by its bytes' })
  @UseInterceptors(FileInterceptor('avatar', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  async avatar(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFile() file: Express.Multer.File | undefined, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ChangeAvatarCommand(customer, file?.buffer));
    return envelope(await this.profile(customer.customerId), translate(ctx.lang, 'ok.avatarChanged'), 1);
  }

  /** The customer's own avatar; nobody else's. */
  @Get('avatar')
  async avatarImage(@CurrentCustomer() customer: CustomerPrincipal, @Res() res: Response) {
    const image = await this.directory.avatar(customer.customerId);
    if (!image) throw new NotFoundException();
    res.setHeader('content-type', image.mime);
    res.setHeader('cache-control', 'private, max-age=300');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(image.bytes);
  }

  @Post('contact')
  @HttpCode(200)
  @ApiEnvelope(CustomerProfileResponseDto)
  @ApiOperation({ summary: 'Bind or change the phone or e-mail: the code sent to it (scene bind) and the trade password' })
  async bindContact(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: BindContactBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new BindContactCommand(customer, body));
    return envelope(await this.profile(customer.customerId), translate(ctx.lang, 'ok.contactBound'), 1);
  }
}
