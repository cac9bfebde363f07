import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, pageOf, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { EarnOrdersStaffQueryDto } from './earn-orders.request.dto';
import { EarnLiabilitiesResponseDto, EarnOrderDetailResponseDto, EarnStaffOrderResponseDto } from './earn-orders.response.dto';
import { EarnOrdersQuery } from './earn-orders.query';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;

/** Finance's view of earn orders: every order, the redemption queue, and what the platform owes. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/earn')
@UseGuards(StaffAuthGuard)
export class EarnOrdersStaffController {
  constructor(private readonly orders: EarnOrdersQuery) {}

  /** Every order; `status=redeeming` is the redemption queue, oldest request first. */
  @PublishedAs('EarnAdminController_list')
  @Get('orders')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnStaffOrderResponseDto, { list: true })
  async list(@Query() query: EarnOrdersStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'placed_at');
    const { items, total } = await this.orders.forStaff({ status: query.status, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @PublishedAs('EarnAdminController_one')
  @Get('orders/:id')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.orders.one(id, null) };
  }

  @PublishedAs('EarnAdminController_liabilities')
  @Get('liabilities/current')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnLiabilitiesResponseDto)
  async liabilities() {
    return { data: { id: 'current' as const, ...(await this.orders.liabilities()) } };
  }
}
