import { Get, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, silent } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { kycImages } from '../kyc-images';
import { KycStatusQuery } from './kyc-status.query';
import { KycStatusResponseDto } from './kyc-status.response.dto';

/** The customer's verification (docs/kyc.md): their status in each tier, and their own images. */
@CustomerRoutes('kyc', 'api/v1/kyc')
export class KycController {
  constructor(
    private readonly status: KycStatusQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @ApiEnvelope(KycStatusResponseDto)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.status.statusOf(customer.customerId));
  }

  /** One of the customer's own images; another customer's answers "not found". */
  @Get('images/:id')
  async image(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await kycImages.read(this.pool, id, customer.customerId);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(image.bytes);
  }
}
