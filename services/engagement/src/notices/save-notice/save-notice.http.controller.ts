import { randomUUID } from 'node:crypto';
import { Body, Controller, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { sanitizeRichText } from '../../content/rich-text';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { textsOf } from '../../shared/page-texts.request.dto';
import { NoticeCommands } from '../notice-commands';
import { NoticesQuery } from '../queries/notices.query';
import { NoticeStaffResponseDto } from '../queries/notices.response.dto';
import { CreateNoticeRequestDto, EditNoticeRequestDto } from './save-notice.request.dto';

/** Support and admins write notices per language as drafts; every body is sanitised here, on the server. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/notices')
@UseGuards(StaffAuthGuard)
export class SaveNoticeController {
  constructor(
    private readonly commands: NoticeCommands,
    private readonly notices: NoticesQuery,
  ) {}

  @Post()
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(NoticeStaffResponseDto, { status: 201 })
  async create(@CurrentStaff() staff: StaffPrincipal, @Body() body: CreateNoticeRequestDto) {
    const noticeId = randomUUID();
    const data = {
      noticeId,
      kind: body.kind,
      texts: textsOf(body.texts, sanitizeRichText),
      pinned: body.pinned === true,
      expiresAt: body.expiresAt ?? null,
      staffId: staff.staffId,
    };
    await this.commands.notice(noticeId, { type: 'CreateNotice', data }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(noticeId) };
  }

  @Put(':id')
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(NoticeStaffResponseDto)
  async edit(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: EditNoticeRequestDto) {
    await this.notices.oneForStaff(id);
    const data = {
      texts: textsOf(body.texts, sanitizeRichText),
      pinned: body.pinned === true,
      expiresAt: body.expiresAt ?? null,
      staffId: staff.staffId,
    };
    await this.commands.notice(id, { type: 'EditNotice', data }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(id) };
  }
}
