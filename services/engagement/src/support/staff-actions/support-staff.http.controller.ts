import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { ApiStaffAnswer, AppError, CurrentStaff, pageOf, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
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
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/support')
@UseGuards(StaffAuthGuard)
export class SupportStaffController {
  constructor(
    private readonly query: SupportQuery,
    private readonly commands: SupportCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('conversations')
  @Roles(...SUPPORT_READERS)
  @ApiStaffAnswer(SupportConversationStaffResponseDto, { list: true })
  async list(@Query() query: SupportStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'cycle_started_at');
    const { items, total } = await this.query.forStaff(query, { limit, offset });
    return { data: items, total };
  }

  @Get('conversations/:id')
  @Roles(...SUPPORT_READERS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.query.oneForStaff(id) };
  }

  @Post('conversations/:id/assign')
  @HttpCode(200)
  @Roles(...SUPPORT_AGENTS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto)
  async assign(
    @CurrentStaff() { staffId, roles }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AssignSupportConversationRequestDto,
  ) {
    // An agent takes a conversation; handing it to someone else is the admins' (who see the staff list).
    const assigneeId = body.assigneeId ?? staffId;
    if (assigneeId !== staffId && !roles.includes('admin')) throw new AppError('support.assignOthersAdminOnly', 403, 403);
    const data = { staffId, assigneeId, reason: body.reason };
    await this.commands.execute(id, { type: 'AssignConversation', data }, { metadata: { staffId } });
    return { data: await this.query.oneForStaff(id) };
  }

  @Post('conversations/:id/reply')
  @Roles(...SUPPORT_AGENTS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto, { status: 201 })
  async reply(
    @CurrentStaff() { staffId }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SupportStaffMessageRequestDto,
  ) {
    await this.commands.execute(
      id,
      { type: 'ReplyToCustomer', data: { staffId, messageId: randomUUID(), body: body.body } },
      { metadata: { staffId } },
    );
    return { data: await this.query.oneForStaff(id) };
  }

  /** A note for staff only: never shown or pushed to the customer. */
  @Post('conversations/:id/notes')
  @Roles(...SUPPORT_AGENTS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto, { status: 201 })
  async note(
    @CurrentStaff() { staffId }: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SupportStaffMessageRequestDto,
  ) {
    await this.commands.execute(
      id,
      { type: 'AddInternalNote', data: { staffId, messageId: randomUUID(), body: body.body } },
      { metadata: { staffId } },
    );
    return { data: await this.query.oneForStaff(id) };
  }

  @Post('conversations/:id/resolve')
  @HttpCode(200)
  @Roles(...SUPPORT_AGENTS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto)
  async resolve(@CurrentStaff() { staffId }: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    await this.commands.execute(id, { type: 'ResolveConversation', data: { staffId, reason: body.reason } }, { metadata: { staffId } });
    return { data: await this.query.oneForStaff(id) };
  }

  /** Staff read the customer's messages so far (the unread marker in the queue). */
  @Post('conversations/:id/read')
  @HttpCode(200)
  @Roles(...SUPPORT_AGENTS)
  @ApiStaffAnswer(SupportConversationStaffDetailResponseDto)
  async read(@CurrentStaff() { staffId }: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.commands.execute(id, { type: 'MarkConversationRead', data: { side: 'staff', staffId } }, { metadata: { staffId } });
    return { data: await this.query.oneForStaff(id) };
  }

  @Get('images/:id')
  @Roles(...SUPPORT_READERS)
  async image(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await supportImages.read(this.pool, id, null);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(image.bytes);
  }
}
