import { Controller, Get, Inject, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from '../credit/borrower-standing';
import { CREDIT_BANDS } from '../credit/credit-limit.policy';
import { lendingImages } from '../loans/lending-images';
import { DEFAULT_LOAN_TERMS } from '../loans/loan-terms';
import { LoansQuery } from '../loans/loans.query';
import { RepayLoanCommand } from '../use-cases/repay/customer-loan-actions.handler';

export class LegacyIdDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'loans.notFound' }) id!: string;
}

export class LegacyLendBackDto extends LegacyIdDto {
  @ApiProperty({ example: '500' }) @IsString({ message: 'loans.amountInvalid' }) @MaxLength(40, { message: 'loans.amountInvalid' }) amount!: string;
}

/**
 * The specification's legacy loan calls, answering the same handlers in the envelope: `web/lendMy`
 * (the customer's standing), `web/lendList` (the products), `web/lendMylist` (their loans),
 * `web/lendBack` (a repayment; a GET in the specification, so its request id is what keeps it once)
 * and `web/lend_img` (one of their documents).
 */
@ApiTags('legacy')
@Controller('web')
@UseGuards(CustomerAuthGuard)
@UseInterceptors(IdempotencyInterceptor)
export class LendingLegacyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly standings: BorrowerStandings,
    private readonly loans: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('lendMy')
  async lendMy(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope(await this.standings.of(customer.customerId), '', 7);
  }

  @Get('lendList')
  lendList() {
    return envelope({ products: DEFAULT_LOAN_TERMS.map((terms) => ({ ...terms })), creditBands: [...CREDIT_BANDS] }, '', 7);
  }

  @Get('lendMylist')
  async lendMylist(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope({ items: await this.loans.mine(customer.customerId) }, '', 7);
  }

  @Get('lendBack')
  async lendBack(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id, amount }: LegacyLendBackDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RepayLoanCommand(customer, id, amount, null, ctx.requestId)), translate(ctx.lang, 'ok.loanRepaymentRequested'), 1);
  }

  @Get('lend_img')
  async lendImg(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id }: LegacyIdDto, @Res() res: Response) {
    const image = await lendingImages.read(this.pool, id, customer.customerId);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }
}
