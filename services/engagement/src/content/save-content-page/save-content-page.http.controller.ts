import { Body, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { ContentPageStaffResponseDto } from '../queries/content-admin.response.dto';
import { SaveContentPageHandler } from './save-content-page.handler';
import { CreateContentPageRequestDto, EditContentPageRequestDto } from './save-content-page.request.dto';

/** Support and admins write pages: a new one, or the draft of one (readers see it once published). */
@StaffRoutes('api/v1/admin/content-pages')
export class SaveContentPageController {
  constructor(private readonly pages: SaveContentPageHandler) {}

  @Post()
  @StaffAnswer(CONTENT_EDITORS, ContentPageStaffResponseDto, { status: 201 })
  async create(@CurrentStaff() staff: StaffPrincipal, @Body() body: CreateContentPageRequestDto) {
    return { data: await this.pages.create(staff, body) };
  }

  @Put(':id')
  @StaffAnswer(CONTENT_EDITORS, ContentPageStaffResponseDto)
  async edit(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: EditContentPageRequestDto) {
    return { data: await this.pages.edit(staff, id, body) };
  }
}
