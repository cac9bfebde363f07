import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { NoticeCommands } from '../notice-commands';
import { NoticesQuery } from '../queries/notices.query';
import { NoticeStaffResponseDto } from '../queries/notices.response.dto';
import { PublishNoticeRequestDto } from './publish-notice.request.dto';

/** A draft is published now or scheduled; archiving takes a notice away from readers for good. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/notices')
@UseGuards(StaffAuthGuard)
export class PublishNoticeController {
  constructor(
    private readonly commands: NoticeCommands,
    private readonly notices: NoticesQuery,
  ) {}

  @Post(':id/publish')
  @HttpCode(200)
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(NoticeStaffResponseDto)
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
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(NoticeStaffResponseDto)
  async archive(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.notices.oneForStaff(id);
    await this.commands.notice(id, { type: 'ArchiveNotice', data: { staffId: staff.staffId } }, { metadata: { staffId: staff.staffId } });
    return { data: await this.notices.oneForStaff(id) };
  }
}
