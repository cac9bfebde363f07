import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { RetireReceivingAccountHandler } from './retire-receiving-account.handler';

/** Finance retires a receiving account at once, with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/c2c/receiving-accounts')
@UseGuards(StaffAuthGuard)
export class RetireReceivingAccountController {
  constructor(private readonly handler: RetireReceivingAccountHandler) {}

  @Post(':id/retire')
  @Roles(...C2C_FINANCE)
  @ApiStaffAnswer(ReceivingAccountResponseDto, { status: 201 })
  async retire(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.handler.execute(staff, id, body.reason) };
  }
}
