import { Controller, Get, Param, ParseUUIDPipe, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiStaffAnswer, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { FundingStore } from '../../funding-store';
import { reviewQueue, ReviewQueueQueryDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { READERS } from '../../staff-roles';
import { DepositResponseDto } from '../deposit.response.dto';
import { depositById, depositProof } from './deposit-view';

/** Finance's deposit queue: every customer's declared deposits, one of them, and its proof. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class StaffDepositsController {
  constructor(
    private readonly records: RecordsQuery,
    private readonly funding: FundingStore,
  ) {}

  @Get('deposits')
  @PublishedAs('FundingAdminController_depositQueue')
  @ApiStaffAnswer(DepositResponseDto, { list: true })
  @Roles(...READERS)
  async depositQueue(@Query() query: ReviewQueueQueryDto) {
    const { customerId, filter } = reviewQueue(query);
    const page = await this.records.deposits(customerId, filter);
    return { data: page.items, total: page.total };
  }

  @Get('deposits/:id')
  @PublishedAs('FundingAdminController_deposit')
  @ApiStaffAnswer(DepositResponseDto)
  @Roles(...READERS)
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
