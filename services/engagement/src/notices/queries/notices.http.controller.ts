import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, silent, StaffAnswer, staffListPage, StaffRoutes, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { VisitorOrCustomer, VisitorOrCustomerGuard } from '../../shared/visitor-or-customer.guard';
import { NoticesQuery } from './notices.query';
import { NoticesQueryDto, NoticesStaffQueryDto } from './notices.request.dto';
import { NoticeListResponseDto, NoticeResponseDto, NoticeStaffResponseDto } from './notices.response.dto';

const LANG = { name: 'lang', required: false, description: 'The legacy lang key; English where the notice lacks it' };

/** Notices, news flashes and banners, open to visitors; a logged-in customer also sees what they read. */
@ApiTags('notices')
@Controller('api/v1/notices')
@UseGuards(VisitorOrCustomerGuard)
export class NoticesController {
  constructor(private readonly notices: NoticesQuery) {}

  @Get()
  @ApiQuery(LANG)
  @ApiEnvelope(NoticeListResponseDto)
  async list(@Query() query: NoticesQueryDto, @VisitorOrCustomer() customer: CustomerPrincipal | null, @Ctx() ctx: RequestContext) {
    return silent(await this.notices.visible(query.kind, ctx.lang, customer?.customerId ?? null));
  }

  @Get(':id')
  @ApiQuery(LANG)
  @ApiEnvelope(NoticeResponseDto)
  async one(
    @Param('id', new ParseUUIDPipe()) id: string,
    @VisitorOrCustomer() customer: CustomerPrincipal | null,
    @Ctx() ctx: RequestContext,
  ) {
    return silent(await this.notices.one(id, ctx.lang, customer?.customerId ?? null));
  }
}

/** Every notice in any state, as staff manage them. */
@StaffRoutes('api/v1/admin/notices')
export class NoticesAdminController {
  constructor(private readonly notices: NoticesQuery) {}

  @Get()
  @StaffAnswer(ENGAGEMENT_READERS, NoticeStaffResponseDto, { list: true })
  async list(@Query() query: NoticesStaffQueryDto) {
    return staffListPage(query, (window) => this.notices.forStaff(query, window));
  }

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, NoticeStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.notices.oneForStaff(id) };
  }
}
