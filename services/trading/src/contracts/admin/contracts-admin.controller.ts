import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, Roles, StaffAuthGuard } from '@meridian/http';
import { ContractTradingService } from '../contract-trading.service';
import { ContractHouseResponseDto } from '../position-entry/position.response.dto';

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
}
