import { randomUUID } from 'node:crypto';
import { Body, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { AppError, CurrentStaff, ReasonDto, Roles, StaffAnswer, staffListPage, StaffRoutes } from '@meridian/http';
import { PG_POOL, type StaffPrincipal } from '@meridian/runtime';
import { SUPPORT_AGENTS, SUPPORT_READERS } from '../../engagement-staff-roles';
import { AssignSupportConversationRequestDto, SupportStaffMessageRequestDto } from '../post-message/support-message.request.dto';
import { SupportQuery } from '../queries/support.query';
import { SupportStaffQueryDto } from '../queries/support.request.dto';
import { SupportConversationStaffDetailResponseDto, SupportConversationStaffResponseDto } from '../queries/support.response.dto';
import { SupportCommands } from '../support-commands';
import { supportImages } from '../support-images';

/**
 * Support's side: the queue with its timers, a conversation in full (internal notes too), and the
 * actions, each recorded with the staff member's id (assignment and resolution with a reason).
 */
@StaffRoutes('api/v1/admin/support')
export class SupportStaffController {
  constructor(
    private readonly query: SupportQuery,
    private readonly commands: SupportCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('conversations')
  @StaffAnswer(SUPPORT_READERS, SupportConversationStaffResponseDto, { list: true })
  async list(@Query() query: SupportStaffQueryDto) {
    return staffListPage(query, (window) => this.query.forStaff(query, window));
  }

  @Get('conversations/:id')
  @StaffAnswer(SUPPORT_READERS, SupportConversationStaffDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.query.oneForStaff(id) };
  }

  @Post('conversations/:id/assign')
  @HttpCode(200)
  @StaffAnswer(SUPPORT_AGENTS, SupportConversationStaffDetailResponseDto)
  async assign(
    @CurrentStaff() { staffId, roles }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AssignSupportConversationRequestDto,
  ) {
    // An agent takes a conversation; handing it to someone else is the admins' (who see the staff list).
    const assigneeId = body.assigneeId ?? staffId;
    if (assigneeId !== staffId && !roles.includes('admin')) throw new AppError('support.assignOthersAdminOnly', 403, 403);
    return this.act(staffId, id, { type: 'AssignConversation', data: { staffId, assigneeId, reason: body.reason } });
  }

  @Post('conversations/:id/reply')
  @StaffAnswer(SUPPORT_AGENTS, SupportConversationStaffDetailResponseDto, { status: 201 })
  async reply(
    @CurrentStaff() { staffId }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SupportStaffMessageRequestDto,
  ) {
    return this.act(staffId, id, { type: 'ReplyToCustomer', data: { staffId, messageId: randomUUID(), body: body.body } });
  }

  /** A note for staff only: never shown or pushed to the customer. */
  @Post('conversations/:id/notes')
  @StaffAnswer(SUPPORT_AGENTS, SupportConversationStaffDetailResponseDto, { status: 201 })
  async note(
    @CurrentStaff() { staffId }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SupportStaffMessageRequestDto,
  ) {
    return this.act(staffId, id, { type: 'AddInternalNote', data: { staffId, messageId: randomUUID(), body: body.body } });
  }

  @Post('conversations/:id/resolve')
  @HttpCode(200)
  @StaffAnswer(SUPPORT_AGENTS, SupportConversationStaffDetailResponseDto)
  async resolve(@CurrentStaff() { staffId }: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return this.act(staffId, id, { type: 'ResolveConversation', data: { staffId, reason: body.reason } });
  }

  /** Staff read the customer's messages so far (the unread marker in the queue). */
  @Post('conversations/:id/read')
  @HttpCode(200)
  @StaffAnswer(SUPPORT_AGENTS, SupportConversationStaffDetailResponseDto)
  async read(@CurrentStaff() { staffId }: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.act(staffId, id, { type: 'MarkConversationRead', data: { side: 'staff', staffId } });
  }

  @Get('images/:id')
  @Roles(...SUPPORT_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await supportImages.send(res, this.pool, id, null);
  }

  /** A staff member's command on the conversation, answered with the conversation as staff now see it. */
  private async act(staffId: string, id: string, command: SupportCommand) {
    await this.commands.execute(id, command, { metadata: { staffId } });
    return { data: await this.query.oneForStaff(id) };
  }
}

type SupportCommand = Parameters<SupportCommands['execute']>[1];
