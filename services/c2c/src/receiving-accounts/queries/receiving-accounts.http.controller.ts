import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, pageOf, Roles, StaffAuthGuard } from '@meridian/http';
import { C2C_READERS } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from './receiving-account.response.dto';
import { ReceivingAccountsQuery } from './receiving-accounts.query';
import { ReceivingAccountsQueryDto } from './receiving-accounts.request.dto';

/** The registry of receiving accounts: the active ones first, by currency. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/c2c/receiving-accounts')
@UseGuards(StaffAuthGuard)
export class ReceivingAccountsController {
  constructor(private readonly accounts: ReceivingAccountsQuery) {}

  @Get()
  @Roles(...C2C_READERS)
  @ApiStaffAnswer(ReceivingAccountResponseDto, { list: true })
  async list(@Query() query: ReceivingAccountsQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'proposed_at');
    const { items, total } = await this.accounts.list({ fiat: query.fiat, status: query.status, limit, offset });
    return { data: items, total };
  }

  @Get(':id')
  @Roles(...C2C_READERS)
  @ApiStaffAnswer(ReceivingAccountResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.accounts.one(id) };
  }
}
