import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { SpotListingResponseDto } from './spot-listing.response.dto';
import { SpotListingsQuery } from './spot-listings.query';

/** New coins for staff: each issued coin, whether it is a spot market yet (listing one: `list-coin/`). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/spot-listings')
@UseGuards(StaffAuthGuard)
export class SpotListingsAdminController {
  constructor(private readonly listings: SpotListingsQuery) {}

  @Get()
  @Roles(...STAFF_ROLES)
  @ApiStaffAnswer(SpotListingResponseDto, { list: true })
  list() {
    const data = this.listings.all();
    return { data, total: data.length };
  }

  @Get(':coin')
  @Roles(...STAFF_ROLES)
  @ApiStaffAnswer(SpotListingResponseDto)
  one(@Param('coin', new PathKeyPipe()) coin: string) {
    return { data: this.listings.one(coin) };
  }
}
