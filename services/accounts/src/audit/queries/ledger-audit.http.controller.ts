import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import { LedgerAuditService } from './ledger-audit.service';
import { ReplayQueryDto } from './replay-query.request.dto';

/** The auditor's checks: every ledger sums to zero, and a customer's accounts replayed as of a moment. */
@StaffRoutes('api/v1/admin')
export class LedgerAuditController {
  constructor(private readonly audit: LedgerAuditService) {}

  @Get('audit/ledger-check')
  @PublishedAs('FundingAdminController_ledgerCheck')
  @Roles('admin', 'auditor')
  async ledgerCheck() {
    return { data: await this.audit.ledgerCheck() };
  }

  @Get('audit/accounts/:customerId/replay')
  @PublishedAs('FundingAdminController_replay')
  @Roles('admin', 'auditor', 'finance')
  async replay(@Param('customerId', new ParseUUIDPipe()) customerId: string, @Query() { at }: ReplayQueryDto) {
    return { data: await this.audit.replay(customerId, at) };
  }
}
