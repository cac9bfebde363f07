import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ContractTradingService } from '../contract-trading.service';
import { ContractHouseResponseDto, ContractTermsResponseDto } from '../position-entry/position.response.dto';
import { ConfigureContractDto } from './configure-contract.dto';

/** What staff and the auditor watch of contracts: the house's exposure and the platform accounts. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/contracts')
@UseGuards(StaffAuthGuard)
export class ContractsAdminController {
  constructor(private readonly contracts: ContractTradingService) {}

  @Get('house')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractHouseResponseDto)
  house() {
    return { data: this.contracts.house() };
  }

  @Get()
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractTermsResponseDto, { list: true })
  list() {
    const data = this.contracts.contractsForStaff();
    return { data, total: data.length };
  }

  @Get(':symbol')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractTermsResponseDto)
  one(@Param('symbol') symbol: string) {
    return { data: this.contracts.contractForStaff(symbol) };
  }

  /** A change of terms, with the staff member's reason; it reaches only positions opened after it. */
  @Put(':symbol')
  @Roles('admin')
  @ApiStaffAnswer(ContractTermsResponseDto)
  async configure(@Param('symbol') symbol: string, @Body() body: ConfigureContractDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.contracts.configure(staff.staffId, symbol, body) };
  }
}
