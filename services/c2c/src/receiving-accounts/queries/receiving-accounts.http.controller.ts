import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { pageOf, StaffAnswer, StaffRoutes } from '@meridian/http';
import { C2C_READERS } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from './receiving-account.response.dto';
import { ReceivingAccountsQuery } from './receiving-accounts.query';
import { ReceivingAccountsQueryDto } from './receiving-accounts.request.dto';

/** The registry of receiving accounts: the active ones first, by currency. */
@StaffRoutes('api/v1/admin/c2c/receiving-accounts')
export class ReceivingAccountsController {
  constructor(private readonly accounts: ReceivingAccountsQuery) {}

  @Get()
  @StaffAnswer(C2C_READERS, ReceivingAccountResponseDto, { list: true })
  async list(@Query() query: ReceivingAccountsQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'proposed_at');
    const { items, total } = await this.accounts.list({ fiat: query.fiat, status: query.status, limit, offset });
    return { data: items, total };
  }

  @Get(':id')
  @StaffAnswer(C2C_READERS, ReceivingAccountResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.accounts.one(id) };
  }
}
