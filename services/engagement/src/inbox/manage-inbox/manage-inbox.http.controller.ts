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
    await this.run(customerId, { type: 'SetInboxPreferences', data: { customerId, muted: body.muted } });
    return silent(await this.inbox.preferences(customerId));
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiEnvelope(InboxListResponseDto)
  async readAll(@CurrentCustomer() { customerId }: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    await this.run(customerId, { type: 'ReadAllInboxMessages', data: { customerId } });
    return silent(await this.inbox.list(customerId, ctx.lang));
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiEnvelope(InboxMessageResponseDto)
  async read(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return this.onMessage(customerId, id, ctx.lang, 'ReadInboxMessage');
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ApiEnvelope(InboxMessageResponseDto)
  async archive(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return this.onMessage(customerId, id, ctx.lang, 'ArchiveInboxMessage');
  }

  /** Reads or archives one of the customer's messages, answered as it now stands. */
  private async onMessage(customerId: string, messageId: string, lang: RequestContext['lang'], type: 'ReadInboxMessage' | 'ArchiveInboxMessage') {
    await this.run(customerId, { type, data: { customerId, messageId } });
    return silent(await this.inbox.one(customerId, messageId, lang));
  }

  /** The customer's own command on their inbox. */
  private run(customerId: string, command: Parameters<InboxCommands['execute']>[1]) {
    return this.commands.execute(customerId, command, { metadata: { customerId } });
  }
}
