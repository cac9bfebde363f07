import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { StaffAnswer, staffListPage, StaffRoutes } from '@meridian/http';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { ContentAdminQuery } from './content-admin.query';
import { ContentPageStaffResponseDto, HelpCategoryStaffResponseDto } from './content-admin.response.dto';
import { ContentPagesStaffQueryDto } from './content.request.dto';

/** Every page in any state, as staff manage them; every staff member reads them. */
@StaffRoutes('api/v1/admin/content-pages')
export class ContentPagesAdminController {
  constructor(private readonly pages: ContentAdminQuery) {}

  @Get()
  @StaffAnswer(ENGAGEMENT_READERS, ContentPageStaffResponseDto, { list: true })
  async list(@Query() query: ContentPagesStaffQueryDto) {
    return staffListPage(query, (window) =>
      this.pages.list(query, { ...window, sort: query._sort, order: query._order === 'DESC' ? 'DESC' : 'ASC' }),
    );
  }

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, ContentPageStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.pages.one(id) };
  }
}

/** The help centre's categories. */
@StaffRoutes('api/v1/admin/help-categories')
export class HelpCategoriesAdminController {
  constructor(private readonly pages: ContentAdminQuery) {}

  @Get()
  @StaffAnswer(ENGAGEMENT_READERS, HelpCategoryStaffResponseDto, { list: true })
  async list() {
    const data = await this.pages.categories();
    return { data, total: data.length };
  }

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, HelpCategoryStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.pages.category(id) };
  }
}
