import { Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { ConfirmReceivingAccountHandler } from './confirm-receiving-account.handler';

/** A second finance member confirms a proposed receiving account: from now support may match orders to it. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/c2c/receiving-accounts')
@UseGuards(StaffAuthGuard)
export class ConfirmReceivingAccountController {
  constructor(private readonly handler: ConfirmReceivingAccountHandler) {}

  @Post(':id/confirm')
  @Roles(...C2C_FINANCE)
  @ApiStaffAnswer(ReceivingAccountResponseDto, { status: 201 })
  async confirm(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.handler.execute(staff, id) };
  }
}
