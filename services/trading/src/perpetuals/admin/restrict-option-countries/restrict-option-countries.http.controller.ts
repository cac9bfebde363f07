import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { OptionRestrictionsResponseDto } from '../queries/option-book.response.dto';
import { RestrictOptionCountriesHandler } from './restrict-option-countries.handler';
import { OptionRestrictionsRequestDto } from './restrict-option-countries.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/option-restrictions')
@UseGuards(StaffAuthGuard)
export class RestrictOptionCountriesHttpController {
  constructor(private readonly handler: RestrictOptionCountriesHandler) {}

  @Put(':id')
  @PublishedAs('OptionRestrictionsAdminController_change')
  @Roles('admin', 'compliance')
  @ApiStaffAnswer(OptionRestrictionsResponseDto)
  async change(@Body() body: OptionRestrictionsRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const { restrictions, proposal } = await this.handler.restrict(staff, body.countries, body.reason);
    return { data: restrictions, proposal };
  }
}
