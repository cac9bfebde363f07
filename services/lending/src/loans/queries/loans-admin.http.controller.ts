import { Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { pageOf, PublishedAs, Roles, StaffAnswer, StaffRoutes } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { LENDING_READERS } from '../../lending-staff-roles';
import { lendingImages } from '../lending-images';
import { LoanBookResponseDto, LoanDetailResponseDto, LoanStaffResponseDto } from './loan.response.dto';
import { LoansQuery } from './loans.query';
import { LoansStaffQueryDto } from './loans.request.dto';

/** Finance's view of loans: the review queue, every loan in full, the applicants' documents and the loan book. */
@StaffRoutes('api/v1/admin/loans')
export class LoansAdminController {
  constructor(
    private readonly loans: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Every loan; `status=pending` is the review queue, oldest first. */
  @Get()
  @PublishedAs('LendingAdminController_list')
  @StaffAnswer(LENDING_READERS, LoanStaffResponseDto, { list: true })
  async list(@Query() query: LoansStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'applied_at');
    const { items, total } = await this.loans.forStaff({ status: query.status, customerId: query.customerId, pendingVia: query.pendingVia, limit, offset });
    return { data: items, total };
  }

  @Get('book/current')
  @PublishedAs('LendingAdminController_book')
  @StaffAnswer(LENDING_READERS, LoanBookResponseDto)
  async book() {
    return { data: await this.loans.book() };
  }

  @Get('images/:id')
  @PublishedAs('LendingAdminController_image')
  @Roles(...LENDING_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await lendingImages.send(res, this.pool, id, null);
  }

  @Get(':id')
  @PublishedAs('LendingAdminController_one')
  @StaffAnswer(LENDING_READERS, LoanDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.loans.one(id, null) };
  }
}
