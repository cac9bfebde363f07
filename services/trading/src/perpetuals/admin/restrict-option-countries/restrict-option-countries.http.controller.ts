import { Body, Put } from '@nestjs/common';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { OptionRestrictionsResponseDto } from '../queries/option-book.response.dto';
import { RestrictOptionCountriesHandler } from './restrict-option-countries.handler';
import { OptionRestrictionsRequestDto } from './restrict-option-countries.request.dto';

@StaffRoutes('api/v1/admin/option-restrictions')
export class RestrictOptionCountriesHttpController {
  constructor(private readonly handler: RestrictOptionCountriesHandler) {}

  @Put(':id')
  @PublishedAs('OptionRestrictionsAdminController_change')
  @StaffAnswer(['admin', 'compliance'], OptionRestrictionsResponseDto)
  async change(@Body() body: OptionRestrictionsRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const { restrictions, proposal } = await this.handler.restrict(staff, body.countries, body.reason);
    return { data: restrictions, proposal };
  }
}
