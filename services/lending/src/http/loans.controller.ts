import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Res, UploadedFile, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import type { Pool } from 'pg';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, translate, type RequestContext } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { CREDIT_BANDS } from '../credit/credit-limit.policy';
import { lendingImages, OPTIONAL_LOAN_IMAGES, REQUIRED_LOAN_IMAGES } from '../loans/lending-images';
import { DEFAULT_LOAN_TERMS } from '../loans/loan-terms';
import { LoansQuery } from '../loans/loans.query';
import { ApplyForLoanCommand } from '../use-cases/apply/apply-for-loan.handler';
import { ApplyForLoanRequestDto } from '../use-cases/apply/apply-for-loan.request.dto';
import { RepayLoanCommand, WithdrawLoanApplicationCommand } from '../use-cases/repay/customer-loan-actions.handler';
import { LoanDetailResponseDto, LoanOfferResponseDto, LoanResponseDto } from './lending.response.dto';

export class RepayLoanRequestDto {
  @ApiProperty({ example: '500', description: 'USDT from the funding wallet' })
  @IsString({ message: 'loans.amountInvalid' })
  @MaxLength(40, { message: 'loans.amountInvalid' })
  amount!: string;
}

type Files = Record<string, Express.Multer.File[] | undefined>;
const IMAGE_ROLES = [...REQUIRED_LOAN_IMAGES, ...OPTIONAL_LOAN_IMAGES];
const silent = <T>(data: T) => envelope(data, '', 7);

/** Loans (docs/lending.md): the published terms, applications, the customer's loans and repayments. */
@ApiTags('lending')
@Controller('api/v1/loans')
export class LoansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly loans: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Open to anyone: every loan product's terms and the table from credit score to limit. */
  @Get('terms')
  @ApiEnvelope(LoanOfferResponseDto)
  terms() {
    return silent({ products: DEFAULT_LOAN_TERMS.map((terms) => ({ ...terms })), creditBands: [...CREDIT_BANDS] });
  }

  @Post()
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(
    FileFieldsInterceptor(
      IMAGE_ROLES.map((name) => ({ name, maxCount: 1 })),
      { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: IMAGE_ROLES.length } },
    ),
    IdempotencyInterceptor,
  )
  @ApiOperation({ summary: 'Apply: the form and the files idFront, idBack (required), houseProof, incomeProof, bankStatement, idPhoto' })
  async apply(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: ApplyForLoanRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    const byRole = new Map(Object.entries(files ?? {}).flatMap(([role, list]) => (list?.[0] ? [[role, list[0].buffer] as const] : [])));
    return envelope(await this.commands.execute(new ApplyForLoanCommand(customer, body, byRole, ctx.requestId)), translate(ctx.lang, 'ok.loanApplied'), 1);
  }

  @Get()
  @ApiEnvelope(LoanResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.loans.mine(customer.customerId) });
  }

  @Get('images/:id')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async image(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await lendingImages.read(this.pool, id, customer.customerId);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }

  @Get(':id')
  @ApiEnvelope(LoanDetailResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async one(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.loans.one(id, customer.customerId));
  }

  @Post(':id/withdraw')
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async withdraw(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new WithdrawLoanApplicationCommand(customer, id)), translate(ctx.lang, 'ok.loanWithdrawn'), 1);
  }

  @Post(':id/repay')
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(FileInterceptor('proof', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }), IdempotencyInterceptor)
  @ApiOperation({ summary: 'Repay from the funding wallet (JSON), or with a proof of a bank transfer (multipart, file field proof) that finance reviews' })
  async repay(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RepayLoanRequestDto,
    @UploadedFile() proof: Express.Multer.File | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return envelope(await this.commands.execute(new RepayLoanCommand(customer, id, body.amount, proof?.buffer ?? null, ctx.requestId)), translate(ctx.lang, proof ? 'ok.loanProofSent' : 'ok.loanRepaymentRequested'), 1);
  }
}
