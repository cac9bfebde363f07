import { Get, Query } from '@nestjs/common';
import { StaffAnswer, StaffRoutes } from '@meridian/http';
import { OptionBookEntryResponseDto, OptionRestrictionsResponseDto } from './option-book.response.dto';
import { ContractsAdminQuery } from './contracts-admin.query';
import { ContractsAdminListQueryDto } from './contracts-admin-query.request.dto';
import { OptionRestrictionsQuery } from './option-restrictions.query';

/** The option book: every option order, waiting or settled, with the ticks it used. */
@StaffRoutes('api/v1/admin/option-orders')
export class OptionBookAdminController {
  constructor(private readonly query: ContractsAdminQuery) {}

  @Get()
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], OptionBookEntryResponseDto, { list: true })
  async list(@Query() query: ContractsAdminListQueryDto) {
    const { items, total } = await this.query.options(query);
    return { data: items, total };
  }
}

/**
 * Where real-money options are refused: one record (`current`), read by staff, changed by admins and
 * compliance with a reason (restrict-option-countries/). Empty by default; the EU and the UK ban them
 * for retail customers.
 */
@StaffRoutes('api/v1/admin/option-restrictions')
export class OptionRestrictionsAdminController {
  constructor(private readonly restrictions: OptionRestrictionsQuery) {}

  @Get(':id')
  @StaffAnswer(['admin', 'compliance', 'finance', 'support', 'auditor'], OptionRestrictionsResponseDto)
  read() {
    return { data: this.restrictions.restrictions() };
  }
}
