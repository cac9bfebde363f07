import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiStaffAnswer, CurrentStaff, pageOf, ReasonDto, Roles, StaffAuthGuard, StaffListQueryDto } from '@meridian/http';
import { PG_POOL, type StaffPrincipal } from '@meridian/runtime';
import { ReviewVerificationCommand } from '../use-cases/review-verification/review-verification.handler';
import { kycImages } from '../verification/kyc-images';
import { KycStatusQuery } from '../verification/kyc-status.query';
import { KycSubmissionDetailResponseDto, KycSubmissionResponseDto } from './kyc.response.dto';

const READERS = ['admin', 'compliance', 'support', 'auditor'] as const;
const REVIEWERS = ['admin', 'compliance'] as const;

export class KycQueueQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['under_review', 'approved', 'rejected'] }) @IsOptional() @IsIn(['under_review', 'approved', 'rejected']) status?: string;
  @ApiPropertyOptional({ enum: ['primary', 'advanced', 'address'] }) @IsOptional() @IsIn(['primary', 'advanced', 'address']) tier?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
}

/** Compliance's review of identity verification; read-only for support and the auditor. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/kyc')
@UseGuards(StaffAuthGuard)
export class KycAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: KycStatusQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** The queue: under review and oldest first by default. */
  @Get()
  @Roles(...READERS)
  @ApiStaffAnswer(KycSubmissionResponseDto, { list: true })
  async queue(@Query() query: KycQueueQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'submitted_at');
    const { items, total } = await this.status.queue({ status: query.status, tier: query.tier, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @Get('images/:id')
  @Roles(...READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await kycImages.read(this.pool, id, null);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }

  @Get(':id')
  @Roles(...READERS)
  @ApiStaffAnswer(KycSubmissionDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.status.submission(id) };
  }

  @Post(':id/approve')
  @Roles(...REVIEWERS)
  @ApiStaffAnswer(KycSubmissionDetailResponseDto, { status: 201 })
  async approve(@Param('id', new ParseUUIDPipe()) id: string, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ReviewVerificationCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post(':id/reject')
  @Roles(...REVIEWERS)
  @ApiStaffAnswer(KycSubmissionDetailResponseDto, { status: 201 })
  async reject(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ReviewVerificationCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
