import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, pageOf, Roles, StaffAuthGuard } from '@meridian/http';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { ContentAdminQuery } from './content-admin.query';
import { ContentPageStaffResponseDto, HelpCategoryStaffResponseDto } from './content-admin.response.dto';
import { ContentPagesStaffQueryDto } from './content.request.dto';

/** Every page in any state, as staff manage them; every staff member reads them. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/content-pages')
@UseGuards(StaffAuthGuard)
export class ContentPagesAdminController {
  constructor(private readonly pages: ContentAdminQuery) {}

  @Get()
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(ContentPageStaffResponseDto, { list: true })
  async list(@Query() query: ContentPagesStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'kind');
    const { items, total } = await this.pages.list(query, {
      limit,
      offset,
      sort: query._sort,
      order: query._order === 'DESC' ? 'DESC' : 'ASC',
    });
    return { data: items, total };
  }

  @Get(':id')
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(ContentPageStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.pages.one(id) };
  }
}

/** The help centre's categories. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/help-categories')
@UseGuards(StaffAuthGuard)
export class HelpCategoriesAdminController {
  constructor(private readonly pages: ContentAdminQuery) {}

  @Get()
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(HelpCategoryStaffResponseDto, { list: true })
  async list() {
    const data = await this.pages.categories();
    return { data, total: data.length };
  }

  @Get(':id')
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(HelpCategoryStaffResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.pages.category(id) };
  }
}
