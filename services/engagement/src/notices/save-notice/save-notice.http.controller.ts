import { randomUUID } from 'node:crypto';
import { Body, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { sanitizeRichText } from '../../content/rich-text';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { textsOf } from '../../shared/page-texts.request.dto';
import { NoticeCommands } from '../notice-commands';
import { NoticesQuery } from '../queries/notices.query';
import { NoticeStaffResponseDto } from '../queries/notices.response.dto';
import { CreateNoticeRequestDto, EditNoticeRequestDto } from './save-notice.request.dto';

/** What staff write of a notice, its bodies sanitised. */
const editable = (body: EditNoticeRequestDto, staff: StaffPrincipal) => ({
  texts: textsOf(body.texts, sanitizeRichText),
  pinned: body.pinned === true,
  expiresAt: body.expiresAt ?? null,
  staffId: staff.staffId,
});

/** Support and admins write notices per language as drafts; every body is sanitised here, on the server. */
@StaffRoutes('api/v1/admin/notices')
export class SaveNoticeController {
  constructor(
    private readonly commands: NoticeCommands,
    private readonly notices: NoticesQuery,
  ) {}

  @Post()
  @StaffAnswer(CONTENT_EDITORS, NoticeStaffResponseDto, { status: 201 })
  async create(@CurrentStaff() staff: StaffPrincipal, @Body() body: CreateNoticeRequestDto) {
    const noticeId = randomUUID();
    const data = { noticeId, kind: body.kind, ...editable(body, staff) };
    await this.commands.notice(noticeId, { type: 'CreateNotice', data }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(noticeId) };
  }

  @Put(':id')
  @StaffAnswer(CONTENT_EDITORS, NoticeStaffResponseDto)
  async edit(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: EditNoticeRequestDto) {
    await this.notices.oneForStaff(id);
    await this.commands.notice(id, { type: 'EditNotice', data: editable(body, staff) }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(id) };
  }
}
