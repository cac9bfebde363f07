import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiStaffAnswer, AppError, CurrentStaff, PathKeyPipe, proposalView, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { PlatformAccountResponseDto } from '../records/platform-account.response.dto';
import { LedgerAuditService } from '../audit/ledger-audit.service';
import { depositById, depositProof } from '../deposits/deposit-view';
import { DepositResponseDto } from '../deposits/deposit.response.dto';
import { ApproveDepositCommand } from '../deposits/review-deposit/approve-deposit.handler';
import { RejectDepositCommand } from '../deposits/review-deposit/reject-deposit.handler';
import { FundingStore } from '../funding-store';
import { FundPlatformAccountCommand } from '../platform-funding/fund-platform-account.handler';
import { PlatformFundingDto } from '../platform-funding/platform-funding.request.dto';
import { BalancesQuery } from '../records/balances.query';
import { ReplayQueryDto } from '../records/balances.query.dto';
import { ReviewQueueQueryDto } from '../records/records-filter.dto';
import { RecordsQuery } from '../records/records.query';
import { ApprovalNoteDto } from '../review-decision.dto';
import { DepositChannelDto, WithdrawalRulesDto } from '../settings/funding-settings.dto';
import { FundingSettingsService } from '../settings/funding-settings.service';
import { ApproveWithdrawalCommand } from '../withdrawals/review-withdrawal/approve-withdrawal.handler';
import { RejectWithdrawalCommand } from '../withdrawals/review-withdrawal/reject-withdrawal.handler';
import { WithdrawalResponseDto } from '../withdrawals/withdrawal.response.dto';

const REVIEWERS = ['admin', 'finance'] as const;
const READERS = ['admin', 'finance', 'support', 'auditor'] as const;

/** Finance staff's review queues and settings, and the auditor's checks (docs/api.md). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class FundingAdminController {
  constructor(
    private readonly funding: FundingStore,
    private readonly commands: CommandBus,
    private readonly records: RecordsQuery,
    private readonly balances: BalancesQuery,
    private readonly settings: FundingSettingsService,
    private readonly audit: LedgerAuditService,
  ) {}

  @Get('deposits')
  @ApiStaffAnswer(DepositResponseDto, { list: true })
  @Roles(...READERS)
  async depositQueue(@Query() query: ReviewQueueQueryDto) {
    const page = await this.records.deposits(query.customerId ?? query.customer_id ?? null, { ...listPaging(query), status: query.status, coin: query.coin, order: query._order === 'DESC' ? 'DESC' : 'ASC' });
    return { data: page.items, total: page.total };
  }

  @Get('deposits/:id')
  @ApiStaffAnswer(DepositResponseDto)
  @Roles(...READERS)
  async deposit(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await depositById(this.funding.pool, id) };
  }

  @Get('deposits/:id/proof')
  @Roles(...READERS)
  async depositProof(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const proof = await depositProof(this.funding.pool, id, null);
    res.setHeader('Content-Type', proof.mime);
    res.send(proof.bytes);
  }

  @Post('deposits/:id/approve')
  @ApiStaffAnswer(DepositResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async approveDeposit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ApprovalNoteDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ApproveDepositCommand(staff, id, body.note ?? '')) };
  }

  @Post('deposits/:id/reject')
  @ApiStaffAnswer(DepositResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async rejectDeposit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectDepositCommand(staff, id, body.reason)) };
  }

  @Get('withdrawals')
  @ApiStaffAnswer(WithdrawalResponseDto, { list: true })
  @Roles(...READERS)
  async withdrawalQueue(@Query() query: ReviewQueueQueryDto) {
    const page = await this.records.withdrawals(query.customerId ?? query.customer_id ?? null, { ...listPaging(query), status: query.status, coin: query.coin, order: query._order === 'DESC' ? 'DESC' : 'ASC' });
    return { data: page.items, total: page.total };
  }

  @Get('withdrawals/:id')
  @ApiStaffAnswer(WithdrawalResponseDto)
  @Roles(...READERS)
  async withdrawal(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.records.withdrawal(id) };
  }

  @Post('withdrawals/:id/approve')
  @ApiStaffAnswer(WithdrawalResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async approveWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ApprovalNoteDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ApproveWithdrawalCommand(staff, id, body.note ?? '')) };
  }

  @Post('withdrawals/:id/reject')
  @ApiStaffAnswer(WithdrawalResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async rejectWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectWithdrawalCommand(staff, id, body.reason)) };
  }

  @Get('deposit-addresses')
  @Roles(...STAFF_ROLES)
  async depositChannels() {
    const data = await this.settings.depositChannels();
    return { data, total: data.length };
  }

  @Get('deposit-addresses/:id')
  @Roles(...STAFF_ROLES)
  async depositChannel(@Param('id', new PathKeyPipe()) id: string) {
    const found = (await this.settings.depositChannels()).find((c) => c.id === id);
    if (!found) throw new AppError('request.notFound', 404, 404);
    return { data: found };
  }

  @Put('deposit-addresses/:id')
  @Roles(...REVIEWERS)
  async configureDepositChannel(@Param('id', new PathKeyPipe()) id: string, @Body() body: DepositChannelDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.settings.configureDepositChannel(staff, id, { address: body.address, memo: body.memo ?? '', enabled: body.enabled }) };
  }

  @Get('withdrawal-rules/:id')
  @Roles(...STAFF_ROLES)
  async withdrawalRules(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== 'default') throw new AppError('request.notFound', 404, 404);
    const { rules, changedAt } = await this.settings.withdrawalRulesAsChanged();
    return { data: { ...rulesView(rules), changed_at: changedAt } };
  }

  @Put('withdrawal-rules/:id')
  @Roles(...REVIEWERS)
  async changeWithdrawalRules(@Param('id', new PathKeyPipe()) id: string, @Body() body: WithdrawalRulesDto, @CurrentStaff() staff: StaffPrincipal) {
    if (id !== 'default') throw new AppError('request.notFound', 404, 404);
    const { value: rules, proposal } = await this.settings.changeWithdrawalRules(staff, {
      windowFrom: body.window_from,
      windowTo: body.window_to,
      timeZone: body.time_zone,
      dailyCount: body.daily_count,
      minUsdt: body.min_usdt,
      maxUsdt: body.max_usdt,
      usdtChains: body.usdt_chains,
      feeRate: body.fee_rate,
      dualApprovalAboveUsdt: body.dual_approval_above,
      reviewHoldHours: body.review_hold_hours,
    }, body.reason ?? '');
    // A loosening waits for a second staff member: the answer is the rules in force and the proposal.
    return { data: { ...rulesView(rules), proposal: proposal ? proposalView(proposal) : null } };
  }

  @Get('customers/:id/balances')
  @Roles(...STAFF_ROLES)
  async customerBalances(@Param('id', new ParseUUIDPipe()) id: string) {
    const data = await this.balances.accountsOf(id);
    return { data, total: data.length };
  }

  /** What each platform account holds: earn payouts and the loan book against what they have promised. */
  @Get('platform-accounts')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(PlatformAccountResponseDto, { list: true })
  async platformAccounts() {
    const data = await this.balances.platformAccounts();
    return { data, total: data.length };
  }

  /** Finance funds a paying platform account from the treasury, with a reason; the request id funds once. */
  @Post('platform-accounts/fundings')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(PlatformAccountResponseDto, { list: true })
  async fundPlatformAccount(@CurrentStaff() staff: StaffPrincipal, @Body() body: PlatformFundingDto) {
    const data = await this.commands.execute(new FundPlatformAccountCommand(staff.staffId, body.requestId, body.to, body.amount, body.reason));
    return { data, total: data.length };
  }

  @Get('audit/ledger-check')
  @Roles('admin', 'auditor')
  async ledgerCheck() {
    return { data: await this.audit.ledgerCheck() };
  }

  @Get('audit/accounts/:customerId/replay')
  @Roles('admin', 'auditor', 'finance')
  async replay(@Param('customerId', new ParseUUIDPipe()) customerId: string, @Query() { at }: ReplayQueryDto) {
    return { data: await this.audit.replay(customerId, at) };
  }
}

function listPaging(query: ReviewQueueQueryDto) {
  return { page: query._page, per_page: query._perPage };
}

function rulesView(rules: Awaited<ReturnType<FundingSettingsService['withdrawalRules']>>) {
  return {
    id: 'default',
    window_from: rules.windowFrom,
    window_to: rules.windowTo,
    time_zone: rules.timeZone,
    daily_count: rules.dailyCount,
    min_usdt: rules.minUsdt,
    max_usdt: rules.maxUsdt,
    usdt_chains: rules.usdtChains,
    fee_rate: rules.feeRate,
    dual_approval_above: rules.dualApprovalAboveUsdt,
    review_hold_hours: rules.reviewHoldHours,
  };
}
