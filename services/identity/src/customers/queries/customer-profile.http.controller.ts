import { Get, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiEnvelope, AppError, CurrentCustomer, CustomerAuthGuard, CustomerRoute, type Envelope, IdempotencyInterceptor, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { AccountSurface, LegacySurface } from '../../identity-routes';
import { CustomerDirectory, type CustomerProfile } from '../customer-directory';
import { CustomerProfileQuery } from './customer-profile.query';
import { CustomerProfileResponseDto } from './customer-profile.response.dto';
import { TradePasswordStateResponseDto } from './trade-password-state.response.dto';
import { NO_PASSWORD } from '../../wallet/wallet-customers';

/** The signed-in customer as the app shows them; a customer who is gone logs in again. */
async function profileAnswer(profiles: CustomerProfileQuery, principal: CustomerPrincipal): Promise<Envelope<CustomerProfile>> {
  const profile = await profiles.profile(principal.customerId);
  if (!profile) throw AppError.reLogin();
  return silent(profile);
}

async function tradePasswordAnswer(directory: CustomerDirectory, principal: CustomerPrincipal): Promise<Envelope<{ has: 0 | 1; confirm_with: 'login_password' | 'wallet' }>> {
  const row = await directory.byId(principal.customerId);
  if (!row) throw AppError.reLogin();
  return silent({ has: row.tradePasswordHash ? 1 : 0, confirm_with: row.passwordHash === NO_PASSWORD ? 'wallet' : 'login_password' });
}

/** `web/info` and `web/hasTpassword`: the legacy protocol's calls. */
@LegacySurface()
export class CustomerProfileLegacyController {
  constructor(
    private readonly profiles: CustomerProfileQuery,
    private readonly directory: CustomerDirectory,
  ) {}

  @Get('info')
  @UseGuards(CustomerAuthGuard)
  @PublishedAs('IdentityLegacyController_info')
  info(@CurrentCustomer() customer: CustomerPrincipal) {
    return profileAnswer(this.profiles, customer);
  }

  @Get('hasTpassword')
  @UseGuards(CustomerAuthGuard)
  @PublishedAs('IdentityLegacyController_hasTradePassword')
  hasTradePassword(@CurrentCustomer() customer: CustomerPrincipal) {
    return tradePasswordAnswer(this.directory, customer);
  }
}

@AccountSurface()
@UseInterceptors(IdempotencyInterceptor)
export class CustomerProfileController {
  constructor(
    private readonly profiles: CustomerProfileQuery,
    private readonly directory: CustomerDirectory,
  ) {}

  @Get('me')
  @ApiEnvelope(CustomerProfileResponseDto)
  @CustomerRoute()
  @PublishedAs('IdentityRestController_me')
  me(@CurrentCustomer() customer: CustomerPrincipal) {
    return profileAnswer(this.profiles, customer);
  }

  @Get('me/trade-password')
  @ApiEnvelope(TradePasswordStateResponseDto)
  @CustomerRoute()
  @PublishedAs('IdentityRestController_tradePassword')
  tradePassword(@CurrentCustomer() customer: CustomerPrincipal) {
    return tradePasswordAnswer(this.directory, customer);
  }
}
