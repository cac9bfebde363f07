import { Body, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { InboxCommands } from '../inbox-commands';
import { InboxQuery } from '../queries/inbox.query';
import { InboxListResponseDto, InboxMessageResponseDto, InboxPreferencesResponseDto } from '../queries/inbox.response.dto';
import { InboxPreferencesBody } from './inbox-preferences.request.dto';

/** A customer reads a message (opening it), reads all, archives one, or chooses the categories they receive. Only their own. */
@CustomerRoutes('inbox', 'api/v1/inbox')
export class ManageInboxController {
  constructor(
    private readonly commands: InboxCommands,
    private readonly inbox: InboxQuery,
  ) {}

  @Put('preferences')
  @ApiEnvelope(InboxPreferencesResponseDto)
  async setPreferences(@CurrentCustomer() { customerId }: CustomerPrincipal, @Body() body: InboxPreferencesBody) {
    await this.commands.execute(customerId, { type: 'SetInboxPreferences', data: { customerId, muted: body.muted } }, { metadata: { customerId } });
    return silent(await this.inbox.preferences(customerId));
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiEnvelope(InboxListResponseDto)
  async readAll(@CurrentCustomer() { customerId }: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    await this.commands.execute(customerId, { type: 'ReadAllInboxMessages', data: { customerId } }, { metadata: { customerId } });
    return silent(await this.inbox.list(customerId, ctx.lang));
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiEnvelope(InboxMessageResponseDto)
  async read(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(customerId, { type: 'ReadInboxMessage', data: { customerId, messageId: id } }, { metadata: { customerId } });
    return silent(await this.inbox.one(customerId, id, ctx.lang));
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ApiEnvelope(InboxMessageResponseDto)
  async archive(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(customerId, { type: 'ArchiveInboxMessage', data: { customerId, messageId: id } }, { metadata: { customerId } });
    return silent(await this.inbox.one(customerId, id, ctx.lang));
  }
}
