import { Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { pageOf, Roles, StaffAnswer, StaffRoutes } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { C2C_READERS } from '../../c2c-staff-roles';
import { c2cImages } from '../c2c-images';
import { C2cOrderStaffResponseDto } from './c2c-order.response.dto';
import { C2cOrdersQuery } from './c2c-orders.query';
import { C2cOrdersStaffQueryDto } from './c2c-orders.request.dto';

/** Support's queue (open orders by the deadline nearest first), every order in full, and the proofs at full size. */
@StaffRoutes('api/v1/admin/c2c')
export class C2cOrdersAdminController {
  constructor(
    private readonly orders: C2cOrdersQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('orders')
  @StaffAnswer(C2C_READERS, C2cOrderStaffResponseDto, { list: true })
  async list(@Query() query: C2cOrdersStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'expires_at');
    const { items, total } = await this.orders.list({ status: query.status, customerId: query.customerId, sort: query._sort, order: query._order, limit, offset });
    return { data: items, total };
  }

  @Get('orders/:id')
  @StaffAnswer(C2C_READERS, C2cOrderStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.orders.forStaff(id) };
  }

  @Get('images/:id')
  @Roles(...C2C_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await c2cImages.send(res, this.pool, id, null);
  }
}
