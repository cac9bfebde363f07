import { Get } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BankCardResponseDto, SavedAddressResponseDto } from '../wallet-book.response.dto';
import { WalletBookQuery } from './wallet-book.query';

/** The customer's saved withdrawal addresses. */
@CustomerRoutes('funding', 'api/v1')
export class SavedAddressesController {
  constructor(private readonly walletBook: WalletBookQuery) {}

  @Get('addresses')
  @PublishedAs('FundingController_addresses')
  @ApiEnvelope(SavedAddressResponseDto, { array: true })
  async addresses(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.walletBook.addresses(customer.customerId));
  }
}

/** The customer's saved bank cards. */
@CustomerRoutes('funding', 'api/v1')
export class BankCardsController {
  constructor(private readonly walletBook: WalletBookQuery) {}

  @Get('bank-cards')
  @PublishedAs('FundingController_bankCards')
  @ApiEnvelope(BankCardResponseDto, { array: true })
  async bankCards(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.walletBook.bankCards(customer.customerId));
  }
}
