import { Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { CurrentCustomer, LegacyCustomerRoutes, silent } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { CREDIT_BANDS } from '../../credit/domain/credit-limit.policy';
import { DEFAULT_LOAN_TERMS } from '../domain/loan-terms';
import { lendingImages } from '../lending-images';
import { LoansQuery } from './loans.query';
import { LegacyIdDto } from './loans.request.dto';

/**
 * The specification's legacy loan reads, in the envelope: `web/lendList` (the products),
 * `web/lendMylist` (the customer's loans) and `web/lend_img` (one of their documents).
 */
@LegacyCustomerRoutes()
export class LendingLegacyController {
  constructor(
    private readonly loans: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('lendList')
  lendList() {
    return silent({ products: DEFAULT_LOAN_TERMS.map((terms) => ({ ...terms })), creditBands: [...CREDIT_BANDS] });
  }

  @Get('lendMylist')
  async lendMylist(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.loans.mine(customer.customerId) });
  }

  @Get('lend_img')
  async lendImg(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id }: LegacyIdDto, @Res() res: Response) {
    await lendingImages.send(res, this.pool, id, customer.customerId);
  }
}
