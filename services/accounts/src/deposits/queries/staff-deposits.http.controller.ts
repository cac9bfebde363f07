import { Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PublishedAs, Roles, StaffAnswer, StaffRoutes } from '@meridian/http';
import { FundingStore } from '../../funding-store';
import { reviewQueuePage, ReviewQueueQueryDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { READERS } from '../../staff-roles';
import { DepositResponseDto } from '../deposit.response.dto';
import { depositById, depositProof } from './deposit-view';

/** Finance's deposit queue: every customer's declared deposits, one of them, and its proof. */
@StaffRoutes('api/v1/admin')
export class StaffDepositsController {
  constructor(
    private readonly records: RecordsQuery,
    private readonly funding: FundingStore,
  ) {}

  @Get('deposits')
  @PublishedAs('FundingAdminController_depositQueue')
  @StaffAnswer(READERS, DepositResponseDto, { list: true })
  async depositQueue(@Query() query: ReviewQueueQueryDto) {
    return reviewQueuePage(query, (customerId, filter) => this.records.deposits(customerId, filter));
  }

  @Get('deposits/:id')
  @PublishedAs('FundingAdminController_deposit')
  @StaffAnswer(READERS, DepositResponseDto)
  async deposit(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await depositById(this.funding.pool, id) };
  }

  @Get('deposits/:id/proof')
  @PublishedAs('FundingAdminController_depositProof')
  @Roles(...READERS)
  async depositProof(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const proof = await depositProof(this.funding.pool, id, null);
    res.setHeader('Content-Type', proof.mime);
    res.send(proof.bytes);
  }
}
