import { HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { NoticeCommands } from '../notice-commands';
import { NoticesQuery } from '../queries/notices.query';
import { NoticeListResponseDto, NoticeResponseDto } from '../queries/notices.response.dto';

/** A customer opened a notice (it is read), or marks every notice they can see read. */
@CustomerRoutes('notices', 'api/v1/notices')
export class ReadNoticesController {
  constructor(
    private readonly commands: NoticeCommands,
    private readonly notices: NoticesQuery,
  ) {}

  @Post('read-all')
  @HttpCode(200)
  @ApiEnvelope(NoticeListResponseDto)
  async readAll(@CurrentCustomer() { customerId }: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    await this.commands.reads(
      customerId,
      { type: 'MarkNoticesRead', data: { customerId, noticeIds: await this.notices.visibleIds() } },
      { metadata: { customerId } },
    );
    return silent(await this.notices.visible(undefined, ctx.lang, customerId));
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiEnvelope(NoticeResponseDto)
  async read(
    @CurrentCustomer() { customerId }: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Ctx() ctx: RequestContext,
  ) {
    await this.notices.one(id, ctx.lang, customerId);
    await this.commands.reads(customerId, { type: 'MarkNoticesRead', data: { customerId, noticeIds: [id] } }, { metadata: { customerId } });
    return silent(await this.notices.one(id, ctx.lang, customerId));
  }
}
