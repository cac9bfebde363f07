import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { VIP_LEVELS } from '@meridian/contracts';
import { ApiEnvelope, CurrentCustomer, CustomerAuthGuard, silent, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { VipLevelRowResponseDto, VipStandingResponseDto } from '../vip-standing.response.dto';
import { VipStandingQuery } from './vip-standing.query';

/** VIP levels (docs/earn.md): the published table, a customer's own standing, and staff's view of anyone's. */
@ApiTags('vip')
@Controller('api/v1')
export class VipController {
  constructor(private readonly standing: VipStandingQuery) {}

  /** Open to anyone: the table from 30-day average funding balance to level. */
  @Get('vip/levels')
  @ApiEnvelope(VipLevelRowResponseDto, { list: true })
  levels() {
    return silent({ items: VIP_LEVELS.map((row) => ({ ...row })) });
  }

  @Get('vip')
  @ApiEnvelope(VipStandingResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.standing.of(customer.customerId));
  }

  @Get('admin/customers/:id/vip')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], VipStandingResponseDto)
  async ofCustomer(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.standing.of(id) };
  }
}
