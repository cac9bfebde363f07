import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { RegisterReceivingAccountHandler } from './register-receiving-account.handler';
import { RegisterReceivingAccountDto } from './register-receiving-account.request.dto';

/** Finance adds a receiving account to the registry; it is proposed until a different member confirms it. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/c2c/receiving-accounts')
@UseGuards(StaffAuthGuard)
export class RegisterReceivingAccountController {
  constructor(private readonly handler: RegisterReceivingAccountHandler) {}

  @Post()
  @Roles(...C2C_FINANCE)
  @ApiStaffAnswer(ReceivingAccountResponseDto, { status: 201 })
  async register(@CurrentStaff() staff: StaffPrincipal, @Body() body: RegisterReceivingAccountDto) {
    return { data: await this.handler.execute(staff, body) };
  }
}
