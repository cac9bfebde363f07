import { Controller, Get } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SecurityStateQuery } from './security-state.query';
import { SecurityStateResponseDto } from './security-state.response.dto';

/** The security centre's front page (docs/api.md). */
@SecuritySurface()
@Controller('api/v1/security')
export class SecurityStateController {
  constructor(private readonly security: SecurityStateQuery) {}

  @Get()
  @ApiEnvelope(SecurityStateResponseDto)
  @PublishedAs('SecurityController_state')
  async state(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.security.state(customer.customerId));
  }
}
