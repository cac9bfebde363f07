import { Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { BalancesQuery } from './balances.query';

/** Staff read every account balance of one customer. */
@StaffRoutes('api/v1/admin')
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
