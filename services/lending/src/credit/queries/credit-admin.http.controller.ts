import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { pageOf, PublishedAs, StaffAnswer, StaffListQueryDto, StaffRoutes } from '@meridian/http';
import { CREDIT_READERS } from '../../lending-staff-roles';
import { BorrowerStandings } from './borrower-standing.query';
import { CreditRequestsQuery } from './credit-requests.query';
import { BorrowerStandingResponseDto, CreditRequestResponseDto } from './credit.response.dto';

/** Credit as finance and compliance read it: the evaluations customers asked for, and a customer's standing. */
@StaffRoutes('api/v1/admin')
export class CreditAdminController {
  constructor(
    private readonly evaluationQueue: CreditRequestsQuery,
    private readonly standings: BorrowerStandings,
  ) {}

  /** The evaluations customers asked for (on /ldcoin or /credit), oldest first: finance or compliance answers each with a score. */
  @Get('credit-requests')
  @PublishedAs('LendingAdminController_creditRequests')
  @StaffAnswer(CREDIT_READERS, CreditRequestResponseDto, { list: true })
  async creditRequests(@Query() query: StaffListQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'requested_at');
    const { items, total } = await this.evaluationQueue.waiting({ limit, offset });
    return { data: items, total };
  }

  @Get('credit/:customerId')
  @PublishedAs('LendingAdminController_credit')
  @StaffAnswer(CREDIT_READERS, BorrowerStandingResponseDto)
  async credit(@Param('customerId', new ParseUUIDPipe()) customerId: string) {
    return { data: { id: customerId, ...(await this.standings.of(customerId)) } };
  }
}
