import { Controller, Get, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiEnvelope, CurrentCustomer, CustomerRoute, silent } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { CREDIT_BANDS } from '../../credit/domain/credit-limit.policy';
import { DEFAULT_LOAN_TERMS } from '../domain/loan-terms';
import { lendingImages } from '../lending-images';
import { LoanDetailResponseDto, LoanOfferResponseDto, LoanResponseDto } from './loan.response.dto';
import { LoansQuery } from './loans.query';

/** The published terms, and the customer's loans and documents (docs/lending.md). */
@ApiTags('lending')
@Controller('api/v1/loans')
export class LoansController {
  constructor(
    private readonly loans: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Open to anyone: every loan product's terms and the table from credit score to limit. */
  @Get('terms')
  @ApiEnvelope(LoanOfferResponseDto)
  terms() {
    return silent({ products: DEFAULT_LOAN_TERMS.map((terms) => ({ ...terms })), creditBands: [...CREDIT_BANDS] });
  }

  @Get()
  @ApiEnvelope(LoanResponseDto, { list: true })
  @CustomerRoute()
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.loans.mine(customer.customerId) });
  }

  @Get('images/:id')
  @CustomerRoute()
  async image(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await lendingImages.send(res, this.pool, id, customer.customerId);
  }

  @Get(':id')
  @ApiEnvelope(LoanDetailResponseDto)
  @CustomerRoute()
  async one(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.loans.one(id, customer.customerId));
  }
}
