import { Controller, Get, NotFoundException, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentCustomer, PublishedAs } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ProfileSurface } from '../../identity-routes';
import { CustomerDirectory } from '../customer-directory';

@ProfileSurface()
@Controller('api/v1/me')
export class AvatarImageController {
  constructor(private readonly directory: CustomerDirectory) {}

  /** The customer's own avatar; nobody else's. */
  @Get('avatar')
  @PublishedAs('ProfileController_avatarImage')
  async avatarImage(@CurrentCustomer() customer: CustomerPrincipal, @Res() res: Response) {
    const image = await this.directory.avatar(customer.customerId);
    if (!image) throw new NotFoundException();
    res.setHeader('content-type', image.mime);
    res.setHeader('cache-control', 'private, max-age=300');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(image.bytes);
  }
}
