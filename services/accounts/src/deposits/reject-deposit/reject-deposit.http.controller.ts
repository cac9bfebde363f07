import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { DepositResponseDto } from '../deposit.response.dto';
import { RejectDepositCommand } from './reject-deposit.handler';

/** Finance rejects a deposit, with a reason; nothing is credited. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class RejectDepositController {
  constructor(private readonly commands: CommandBus) {}

  @Post('deposits/:id/reject')
  @PublishedAs('FundingAdminController_rejectDeposit')
  @ApiStaffAnswer(DepositResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async rejectDeposit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectDepositCommand(staff, id, body.reason)) };
  }
}
