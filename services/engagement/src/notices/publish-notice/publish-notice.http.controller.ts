import { Body, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { NoticeCommands } from '../notice-commands';
import { NoticesQuery } from '../queries/notices.query';
import { NoticeStaffResponseDto } from '../queries/notices.response.dto';
import { PublishNoticeRequestDto } from './publish-notice.request.dto';

/** A draft is published now or scheduled; archiving takes a notice away from readers for good. */
@StaffRoutes('api/v1/admin/notices')
export class PublishNoticeController {
  constructor(
    private readonly commands: NoticeCommands,
    private readonly notices: NoticesQuery,
  ) {}

  @Post(':id/publish')
  @HttpCode(200)
  @StaffAnswer(CONTENT_EDITORS, NoticeStaffResponseDto)
  async publish(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: PublishNoticeRequestDto,
  ) {
    await this.notices.oneForStaff(id);
    await this.commands.notice(
      id,
      { type: 'PublishNotice', data: { publishAt: body.publishAt ?? null, staffId: staff.staffId } },
      { metadata: { staffId: staff.staffId } },
    );
    return { data: await this.notices.oneForStaff(id) };
  }

  @Post(':id/archive')
  @HttpCode(200)
  @StaffAnswer(CONTENT_EDITORS, NoticeStaffResponseDto)
  async archive(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.notices.oneForStaff(id);
    await this.commands.notice(id, { type: 'ArchiveNotice', data: { staffId: staff.staffId } }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(id) };
  }
}
