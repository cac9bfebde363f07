import { Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { VerifiedNames } from '../verified-names';
import { C2cOrderResponseDto, C2cOrdersResponseDto } from './c2c-order.response.dto';
import { C2cOrdersQuery } from './c2c-orders.query';

/** The customer's C2C orders, newest first, and one of them with its receiving account once matched. */
@CustomerRoutes('c2c', 'api/v1/c2c/orders')
export class C2cOrdersController {
  constructor(
    private readonly orders: C2cOrdersQuery,
    private readonly names: VerifiedNames,
  ) {}

  @Get()
  @ApiEnvelope(C2cOrdersResponseDto)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    const [items, name] = await Promise.all([this.orders.mine(customer.customerId), this.names.of(customer.customerId)]);
    return silent({ items, verified: name !== null });
  }

  @Get(':id')
  @ApiEnvelope(C2cOrderResponseDto)
  async one(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.orders.one(id, customer.customerId));
  }
}
