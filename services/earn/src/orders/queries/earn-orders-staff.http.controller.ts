import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { pageOf, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { EarnOrdersStaffQueryDto } from './earn-orders.request.dto';
import { EarnLiabilitiesResponseDto, EarnOrderDetailResponseDto, EarnStaffOrderResponseDto } from './earn-orders.response.dto';
import { EarnOrdersQuery } from './earn-orders.query';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;

/** Finance's view of earn orders: every order, the redemption queue, and what the platform owes. */
@StaffRoutes('api/v1/admin/earn')
export class EarnOrdersStaffController {
  constructor(private readonly orders: EarnOrdersQuery) {}

  /** Every order; `status=redeeming` is the redemption queue, oldest request first. */
  @PublishedAs('EarnAdminController_list')
  @Get('orders')
  @StaffAnswer(READERS, EarnStaffOrderResponseDto, { list: true })
  async list(@Query() query: EarnOrdersStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'placed_at');
    const { items, total } = await this.orders.forStaff({ status: query.status, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @PublishedAs('EarnAdminController_one')
  @Get('orders/:id')
  @StaffAnswer(READERS, EarnOrderDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.orders.one(id, null) };
  }

  @PublishedAs('EarnAdminController_liabilities')
  @Get('liabilities/current')
  @StaffAnswer(READERS, EarnLiabilitiesResponseDto)
  async liabilities() {
    return { data: { id: 'current' as const, ...(await this.orders.liabilities()) } };
  }
}
