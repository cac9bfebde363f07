import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiStaffAnswer, pageOf, Roles, StaffAuthGuard } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { kycImages } from '../kyc-images';
import { KYC_READERS } from '../kyc-staff-roles';
import { KycQueueQueryDto } from './kyc-queue.request.dto';
import { KycStatusQuery } from './kyc-status.query';
import { KycSubmissionDetailResponseDto, KycSubmissionResponseDto } from './kyc-submission.response.dto';

/** Compliance's review queue of identity verification; read-only for support and the auditor. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/kyc')
@UseGuards(StaffAuthGuard)
export class KycAdminController {
  constructor(
    private readonly status: KycStatusQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** The queue: under review and oldest first by default. */
  @Get()
  @Roles(...KYC_READERS)
  @ApiStaffAnswer(KycSubmissionResponseDto, { list: true })
  async queue(@Query() query: KycQueueQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'submitted_at');
    const { items, total } = await this.status.queue({ status: query.status, tier: query.tier, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @Get('images/:id')
  @Roles(...KYC_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await kycImages.read(this.pool, id, null);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }

  @Get(':id')
  @Roles(...KYC_READERS)
  @ApiStaffAnswer(KycSubmissionDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.status.submission(id) };
  }
}
