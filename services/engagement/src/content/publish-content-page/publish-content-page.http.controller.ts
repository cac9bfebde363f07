import { Body, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { ContentCommands } from '../content-commands';
import { ContentAdminQuery } from '../queries/content-admin.query';
import { ContentPageStaffResponseDto } from '../queries/content-admin.response.dto';
import { PublishContentPageRequestDto } from './publish-content-page.request.dto';

/** Publishing makes the draft the page's next version; archiving takes the page away from readers. */
@StaffRoutes('api/v1/admin/content-pages')
export class PublishContentPageController {
  constructor(
    private readonly commands: ContentCommands,
    private readonly pages: ContentAdminQuery,
  ) {}

  @Post(':id/publish')
  @HttpCode(200)
  @StaffAnswer(CONTENT_EDITORS, ContentPageStaffResponseDto)
  async publish(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: PublishContentPageRequestDto,
  ) {
    await this.pages.one(id);
    await this.commands.page(
      id,
      { type: 'PublishContentPage', data: { askAgain: body.askAgain === true, staffId: staff.staffId } },
      { metadata: { staffId: staff.staffId } },
    );
    return { data: await this.pages.one(id) };
  }

  @Post(':id/archive')
  @HttpCode(200)
  @StaffAnswer(CONTENT_EDITORS, ContentPageStaffResponseDto)
  async archive(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.pages.one(id);
    await this.commands.page(
      id,
      { type: 'ArchiveContentPage', data: { staffId: staff.staffId } },
      { metadata: { staffId: staff.staffId } },
    );
    return { data: await this.pages.one(id) };
  }
}
