import { Get, Param } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  ApiEnvelope,
  Ctx,
  CurrentCustomer,
  CustomerRoutes,
  PathKeyPipe,
  silent,
  StaffAnswer,
  StaffRoutes,
  type RequestContext,
} from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { COMMISSION_MONTHS, REFERRAL_RULES_ID } from '../domain/referral-rules';
import { DomainError } from '@meridian/decider';
import { ReferralRulesQuery } from './referral-rules.query';
import { ReferralQuery } from './referral.query';
import { ReferralRecordResponseDto, ReferralResponseDto, ReferralRulesResponseDto, ReferralTreeResponseDto } from './referral.response.dto';

/** The customer's referral programme (`/invite`, `/bps`): the code, the levels that pay where they are, and every commission line. */
@CustomerRoutes('referral', 'api/v1/referral')
export class ReferralController {
  constructor(private readonly query: ReferralQuery) {}

  @Get()
  @ApiEnvelope(ReferralResponseDto)
  async summary(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.query.summary(customer.customerId));
  }

  @Get('records')
  @ApiEnvelope(ReferralRecordResponseDto, { list: true })
  async records(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return silent({ items: await this.query.records(customer.customerId, ctx.lang) });
  }
}

/** The referral rules in force (one record, `default`): every staff member reads them. */
@StaffRoutes('api/v1/admin/referral-rules')
export class ReferralRulesAdminController {
  constructor(private readonly rules: ReferralRulesQuery) {}

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, ReferralRulesResponseDto)
  async rulesInForce(@Param('id', new PathKeyPipe()) id: string) {
    return { data: await referralRulesView(this.rules, id) };
  }
}

/** A customer's place in the referral tree: ancestors, everyone below up to 4 levels, and what each earned it. */
@StaffRoutes('api/v1/admin/referral-trees')
export class ReferralTreesAdminController {
  constructor(private readonly query: ReferralQuery) {}

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, ReferralTreeResponseDto)
  async tree(@Param('id', new PathKeyPipe()) id: string) {
    // Any id PostgreSQL reads as a uuid; anything else is no customer at all (never a uuid cast that fails).
    if (!isUUID(id, 'loose')) throw new DomainError('request.notFound');
    return { data: await this.query.tree(id) };
  }
}

/** The rules record as the back office reads it; any id but `default` is not found. */
export async function referralRulesView(rules: ReferralRulesQuery, id: string): Promise<ReferralRulesResponseDto> {
  if (id !== REFERRAL_RULES_ID) throw new DomainError('request.notFound');
  const { rules: current, changedAt, changedBy } = await rules.asChanged();
  return { id: REFERRAL_RULES_ID, ...current, months: COMMISSION_MONTHS, changedAt, changedBy };
}
