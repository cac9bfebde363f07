import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiStaffAnswer, AppError, CurrentStaff, pageOf, PathKeyPipe, ReasonDto, Roles, StaffAuthGuard, StaffListQueryDto } from '@meridian/http';
import { PG_POOL, type StaffPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from '../credit/borrower-standing';
import { lendingImages } from '../loans/lending-images';
import { LoansQuery } from '../loans/loans.query';
import { CreditRequestsQuery } from '../use-cases/credit/credit-requests.query';
import { EvaluateCreditCommand } from '../use-cases/credit/credit.handlers';
import { LendingRulesDto, LendingRulesResponseDto } from '../settings/lending-rules.dto';
import { LENDING_RULES_ID } from '../settings/lending-rules';
import { LendingRulesService, type LendingRulesAsChanged } from '../settings/lending-rules.service';
import { ReviewLoanCommand, ReviewRepaymentProofCommand } from '../use-cases/review/review-loan.handler';
import { BorrowerStandingResponseDto, CreditRequestResponseDto, LoanBookResponseDto, LoanDetailResponseDto, LoanStaffResponseDto } from './lending.response.dto';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;
const DECIDERS = ['admin', 'finance'] as const;
// A credit score is an assessment of the customer, not money: compliance answers evaluations too
// (issue 20), while approving and disbursing loans stays finance's.
const CREDIT_READERS = [...READERS, 'compliance'] as const;
const CREDIT_DECIDERS = [...DECIDERS, 'compliance'] as const;

export class LoansStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'] })
  @IsOptional()
  @IsIn(['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'])
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;

  @ApiPropertyOptional({ enum: ['wallet', 'proof'], description: 'proof: the repayment proofs finance has to review' })
  @IsOptional()
  @IsIn(['wallet', 'proof'])
  pendingVia?: string;
}

export class CreditEvaluationDto {
  @ApiProperty({ minimum: 0, maximum: 1000 }) @IsInt({ message: 'credit.scoreRange' }) score!: number;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}

const rulesView = ({ rules, changedAt, changedBy }: LendingRulesAsChanged) => ({ id: LENDING_RULES_ID, ...rules, changedAt, changedBy });

/** Finance's side of lending: the review queue, disbursement, the loan book, credit scores (with compliance), and the lending rules. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class LendingAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly loans: LoansQuery,
    private readonly standings: BorrowerStandings,
    private readonly evaluationQueue: CreditRequestsQuery,
    private readonly rules: LendingRulesService,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** The lending rules in force (one record, `default`): every staff member reads them, auditors included. */
  @Get('lending-rules/:id')
  @Roles(...READERS)
  @ApiStaffAnswer(LendingRulesResponseDto)
  async lendingRules(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== LENDING_RULES_ID) throw new AppError('request.notFound', 404, 404);
    return { data: rulesView(await this.rules.asChanged()) };
  }

  /** A lower repayment threshold applies at once; a higher one is answered as a proposal another finance or admin member confirms. */
  @Put('lending-rules/:id')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(LendingRulesResponseDto)
  async changeLendingRules(@CurrentStaff() staff: StaffPrincipal, @Param('id', new PathKeyPipe()) id: string, @Body() body: LendingRulesDto) {
    if (id !== LENDING_RULES_ID) throw new AppError('request.notFound', 404, 404);
    const { proposal, ...rules } = await this.rules.change(staff, { repaymentDualApprovalAboveUsdt: body.repaymentDualApprovalAboveUsdt.trim() }, body.reason ?? '');
    // A loosening waits for a second staff member: the answer is the rules in force and the proposal.
    return { data: rulesView(rules), proposal };
  }

  /** Every loan; `status=pending` is the review queue, oldest first. */
  @Get('loans')
  @Roles(...READERS)
  @ApiStaffAnswer(LoanStaffResponseDto, { list: true })
  async list(@Query() query: LoansStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'applied_at');
    const { items, total } = await this.loans.forStaff({ status: query.status, customerId: query.customerId, pendingVia: query.pendingVia, limit, offset });
    return { data: items, total };
  }

  @Get('loans/book/current')
  @Roles(...READERS)
  @ApiStaffAnswer(LoanBookResponseDto)
  async book() {
    return { data: await this.loans.book() };
  }

  @Get('loans/images/:id')
  @Roles(...READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await lendingImages.read(this.pool, id, null);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }

  @Get('loans/:id')
  @Roles(...READERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.loans.one(id, null) };
  }

  @Post('loans/:id/disburse')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async disburse(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'disburse' })) };
  }

  @Post('loans/:id/reject')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }

  @Post('loans/:id/approve-repayment')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async approveRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post('loans/:id/reject-repayment')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async rejectRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }

  /** The evaluations customers asked for (on /ldcoin or /credit), oldest first: finance or compliance answers each with a score. */
  @Get('credit-requests')
  @Roles(...CREDIT_READERS)
  @ApiStaffAnswer(CreditRequestResponseDto, { list: true })
  async creditRequests(@Query() query: StaffListQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'requested_at');
    const { items, total } = await this.evaluationQueue.waiting({ limit, offset });
    return { data: items, total };
  }

  @Get('credit/:customerId')
  @Roles(...CREDIT_READERS)
  @ApiStaffAnswer(BorrowerStandingResponseDto)
  async credit(@Param('customerId', new ParseUUIDPipe()) customerId: string) {
    return { data: { id: customerId, ...(await this.standings.of(customerId)) } };
  }

  /** The score with a reason; the customer's open apps are told the score and the limit it gives. */
  @Put('credit/:customerId')
  @Roles(...CREDIT_DECIDERS)
  @ApiStaffAnswer(BorrowerStandingResponseDto)
  async evaluate(@CurrentStaff() staff: StaffPrincipal, @Param('customerId', new ParseUUIDPipe()) customerId: string, @Body() body: CreditEvaluationDto) {
    return { data: { id: customerId, ...(await this.commands.execute(new EvaluateCreditCommand(staff.staffId, customerId, body.score, body.reason))) } };
  }
}
