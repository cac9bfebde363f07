import { Body, Controller, Get, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_VIP_LEVEL, VIP_LEVELS } from '@meridian/contracts';
import { ApiEnvelope, ApiStaffAnswer, CurrentCustomer, CurrentStaff, CustomerAuthGuard, envelope, Roles, StaffAuthGuard } from '@meridian/http';
import type { CustomerPrincipal, StaffPrincipal } from '@meridian/runtime';
import { SetVipLevelCommand } from '../vip/set-vip-level.handler';
import { VipStandingQuery } from '../vip/vip-standing.query';

const nullableText = { type: String, nullable: true } as const;

export class VipLevelRowResponseDto {
  @ApiProperty() level!: number;
  @ApiProperty({ example: '1000', description: '30-day average funding balance (USDT) from which the level applies' }) minAverage!: string;
}

export class VipStandingResponseDto {
  @ApiProperty({ description: 'The customer id' }) id!: string;
  @ApiProperty({ description: 'The level in force: set by staff, else assessed' }) level!: number;
  @ApiProperty() assessedLevel!: number;
  @ApiProperty({ ...nullableText, description: 'The last day whose assessment changed the level' }) assessedDay!: string | null;
  @ApiProperty({ type: Number, nullable: true }) staffLevel!: number | null;
  @ApiProperty({ ...nullableText }) staffReason!: string | null;
  @ApiProperty({ ...nullableText }) staffAt!: string | null;
  @ApiProperty({ description: 'The last day of the 30 averaged' }) averageAsOf!: string;
  @ApiProperty({ description: 'USDT: the 30-day average of the funding wallet’s closing balances' }) average!: string;
  @ApiProperty({ description: 'The level that average gives' }) levelOfAverage!: number;
  @ApiProperty({ type: VipLevelRowResponseDto, nullable: true }) nextLevel!: VipLevelRowResponseDto | null;
  @ApiProperty({ type: [VipLevelRowResponseDto] }) table!: VipLevelRowResponseDto[];
}

export class SetVipLevelDto {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: MAX_VIP_LEVEL, description: 'null clears the staff level: the assessed one applies again' })
  @IsOptional()
  @IsInt({ message: 'vip.levelInvalid' })
  @Min(0, { message: 'vip.levelInvalid' })
  @Max(MAX_VIP_LEVEL, { message: 'vip.levelInvalid' })
  level!: number | null;

  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}

/** VIP levels (docs/earn.md): the published table, a customer's standing, and staff's level with a reason. */
@ApiTags('vip')
@Controller('api/v1')
export class VipController {
  constructor(
    private readonly commands: CommandBus,
    private readonly standing: VipStandingQuery,
  ) {}

  /** Open to anyone: the table from 30-day average funding balance to level. */
  @Get('vip/levels')
  @ApiEnvelope(VipLevelRowResponseDto, { list: true })
  levels() {
    return envelope({ items: VIP_LEVELS.map((row) => ({ ...row })) }, '', 7);
  }

  @Get('vip')
  @ApiEnvelope(VipStandingResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope(await this.standing.of(customer.customerId), '', 7);
  }

  @Get('admin/customers/:id/vip')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(VipStandingResponseDto)
  async ofCustomer(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.standing.of(id) };
  }

  @Put('admin/customers/:id/vip')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles('admin', 'finance')
  @ApiStaffAnswer(VipStandingResponseDto)
  async setLevel(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: SetVipLevelDto) {
    return { data: await this.commands.execute(new SetVipLevelCommand(staff.staffId, id, body.level ?? null, body.reason)) };
  }
}
