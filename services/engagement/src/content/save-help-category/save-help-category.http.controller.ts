import { randomUUID } from 'node:crypto';
import { Body, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CONTENT_EDITORS } from '../../engagement-staff-roles';
import { ContentCommands } from '../content-commands';
import { ContentAdminQuery } from '../queries/content-admin.query';
import { HelpCategoryStaffResponseDto } from '../queries/content-admin.response.dto';
import { SaveHelpCategoryRequestDto } from './save-help-category.request.dto';

/** Support and admins name the help centre's categories and order them. */
@StaffRoutes('api/v1/admin/help-categories')
export class SaveHelpCategoryController {
  constructor(
    private readonly commands: ContentCommands,
    private readonly pages: ContentAdminQuery,
  ) {}

  private async save(staff: StaffPrincipal, categoryId: string, body: SaveHelpCategoryRequestDto) {
    const data = { categoryId, titles: { ...body.titles }, position: body.position ?? 0, staffId: staff.staffId };
    await this.commands.category(categoryId, { type: 'SaveHelpCategory', data }, { metadata: { staffId: staff.staffId } });
    return { data: await this.pages.category(categoryId) };
  }

  @Post()
  @StaffAnswer(CONTENT_EDITORS, HelpCategoryStaffResponseDto, { status: 201 })
  async create(@CurrentStaff() staff: StaffPrincipal, @Body() body: SaveHelpCategoryRequestDto) {
    return this.save(staff, randomUUID(), body);
  }

  @Put(':id')
  @StaffAnswer(CONTENT_EDITORS, HelpCategoryStaffResponseDto)
  async edit(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SaveHelpCategoryRequestDto,
  ) {
    await this.pages.category(id);
    return this.save(staff, id, body);
  }
}
