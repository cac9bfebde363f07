import { Get } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, LegacyCustomerRoutes, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from './borrower-standing.query';
import { BorrowerStandingResponseDto } from './credit.response.dto';

/** The credit score (`/xinyongfen`, `/credit`): the customer's score, limit and what is left. */
@CustomerRoutes('lending', 'api/v1/credit')
export class CreditController {
  constructor(private readonly standings: BorrowerStandings) {}

  @Get()
  @ApiEnvelope(BorrowerStandingResponseDto)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.standings.of(customer.customerId));
  }
}

/** The specification's `web/lendMy`: the same standing, in the envelope. */
@LegacyCustomerRoutes()
export class CreditLegacyController {
  constructor(private readonly standings: BorrowerStandings) {}

  @Get('lendMy')
  @PublishedAs('LendingLegacyController_lendMy')
  async lendMy(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.standings.of(customer.customerId));
  }
}
