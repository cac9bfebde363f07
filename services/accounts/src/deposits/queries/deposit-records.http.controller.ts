import { Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { RecordsFilterDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { DepositRecordsPageDto } from '../../records/queries/records.response.dto';
import { depositProof } from './deposit-view';

/** The customer's own deposits, newest first, and the proof they sent with one. */
@CustomerRoutes('funding', 'api/v1')
export class DepositRecordsController {
  constructor(
    private readonly records: RecordsQuery,
    private readonly funding: FundingStore,
  ) {}

  @Get('deposits')
  @PublishedAs('FundingController_depositList')
  @ApiEnvelope(DepositRecordsPageDto)
  async depositList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto) {
    return silent(await this.records.deposits(customer.customerId, filter));
  }

  @Get('deposits/:id/proof')
  @PublishedAs('FundingController_depositProof')
  async depositProof(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const proof = await depositProof(this.funding.pool, id, customer.customerId);
    res.setHeader('Content-Type', proof.mime);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(proof.bytes);
  }
}
