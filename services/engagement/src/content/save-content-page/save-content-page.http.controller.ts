import { Body, Controller, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { ContentPageStaffResponseDto } from '../queries/content-admin.response.dto';
import { SaveContentPageHandler } from './save-content-page.handler';
import { CreateContentPageRequestDto, EditContentPageRequestDto } from './save-content-page.request.dto';

/** Support and admins write pages: a new one, or the draft of one (readers see it once published). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/content-pages')
@UseGuards(StaffAuthGuard)
export class SaveContentPageController {
  constructor(private readonly pages: SaveContentPageHandler) {}

  @Post()
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(ContentPageStaffResponseDto, { status: 201 })
  async create(@CurrentStaff() staff: StaffPrincipal, @Body() body: CreateContentPageRequestDto) {
    return { data: await this.pages.create(staff, body) };
  }

  @Put(':id')
  @Roles(...CONTENT_EDITORS)
  @ApiStaffAnswer(ContentPageStaffResponseDto)
  async edit(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: EditContentPageRequestDto) {
    return { data: await this.pages.edit(staff, id, body) };
  }
}
