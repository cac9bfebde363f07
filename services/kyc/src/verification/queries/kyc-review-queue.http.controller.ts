import { Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { pageOf, Roles, StaffAnswer, StaffRoutes } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { kycImages } from '../kyc-images';
import { KYC_READERS } from '../kyc-staff-roles';
import { KycQueueQueryDto } from './kyc-queue.request.dto';
import { KycStatusQuery } from './kyc-status.query';
import { KycSubmissionDetailResponseDto, KycSubmissionResponseDto } from './kyc-submission.response.dto';

/** Compliance's review queue of identity verification; read-only for support and the auditor. */
@StaffRoutes('api/v1/admin/kyc')
export class KycAdminController {
  constructor(
    private readonly status: KycStatusQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** The queue: under review and oldest first by default. */
  @Get()
  @StaffAnswer(KYC_READERS, KycSubmissionResponseDto, { list: true })
  async queue(@Query() query: KycQueueQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'submitted_at');
    const { items, total } = await this.status.queue({ status: query.status, tier: query.tier, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @Get('images/:id')
  @Roles(...KYC_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await kycImages.send(res, this.pool, id, null);
  }

  @Get(':id')
  @StaffAnswer(KYC_READERS, KycSubmissionDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.status.submission(id) };
  }
}
