import { Get, Query } from '@nestjs/common';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { InboxQuery } from './inbox.query';
import { InboxQueryDto } from './inbox.request.dto';
import { InboxListResponseDto, InboxPreferencesResponseDto } from './inbox.response.dto';

/** A customer's personal inbox, newest first, in the reader's language, with the unread count; and which categories they receive. */
@CustomerRoutes('inbox', 'api/v1/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxQuery) {}

  @Get()
  @ApiEnvelope(InboxListResponseDto)
  async list(@CurrentCustomer() { customerId }: CustomerPrincipal, @Query() query: InboxQueryDto, @Ctx() ctx: RequestContext) {
    return silent(await this.inbox.list(customerId, ctx.lang, query.page, query.perPage));
  }

  @Get('preferences')
  @ApiEnvelope(InboxPreferencesResponseDto)
  async preferences(@CurrentCustomer() { customerId }: CustomerPrincipal) {
    return silent(await this.inbox.preferences(customerId));
  }
}
