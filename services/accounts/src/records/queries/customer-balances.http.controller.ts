import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { BalancesQuery } from './balances.query';

/** Staff read every account balance of one customer. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class CustomerBalancesController {
  constructor(private readonly balances: BalancesQuery) {}

  @Get('customers/:id/balances')
  @PublishedAs('FundingAdminController_customerBalances')
  @Roles(...STAFF_ROLES)
  async customerBalances(@Param('id', new ParseUUIDPipe()) id: string) {
    const data = await this.balances.accountsOf(id);
    return { data, total: data.length };
  }
}
