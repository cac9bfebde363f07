import { Get, Param } from '@nestjs/common';
import { PathKeyPipe, StaffAnswer, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { SpotListingResponseDto } from './spot-listing.response.dto';
import { SpotListingsQuery } from './spot-listings.query';

/** New coins for staff: each issued coin, whether it is a spot market yet (listing one: `list-coin/`). */
@StaffRoutes('api/v1/admin/spot-listings')
export class SpotListingsAdminController {
  constructor(private readonly listings: SpotListingsQuery) {}

  @Get()
  @StaffAnswer(STAFF_ROLES, SpotListingResponseDto, { list: true })
  list() {
    const data = this.listings.all();
    return { data, total: data.length };
  }

  @Get(':coin')
  @StaffAnswer(STAFF_ROLES, SpotListingResponseDto)
  one(@Param('coin', new PathKeyPipe()) coin: string) {
    return { data: this.listings.one(coin) };
  }
}
