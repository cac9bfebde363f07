import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { sameTexts } from '../../shared/page-text';
import { engagementReadModels } from '../../engagement.read-models';
import { withSelected } from '../../shared/with-selected';
import { ContentPage } from '../read-models/content-page.entity';
import { HelpCategory } from '../read-models/help-category.entity';
import type { ContentPageStaffResponseDto, HelpCategoryStaffResponseDto } from './content-admin.response.dto';

const view = (row: ContentPage): ContentPageStaffResponseDto => ({
  id: row.pageId,
  slug: row.slug,
  kind: row.kind,
  legacyId: row.legacyId,
  categoryId: row.categoryId,
  position: row.position,
  acceptance: row.acceptance,
  status: row.status,
  texts: row.draft as ContentPageStaffResponseDto['texts'],
  published: row.published as ContentPageStaffResponseDto['published'],
  unpublishedChanges: row.status !== 'published' || !sameTexts(row.draft, row.published),
  version: row.version,
  askedVersion: row.askedVersion,
  languages: Object.keys(row.draft),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

const SORTABLE = ['slug', 'kind', 'status', 'position', 'updatedAt', 'publishedAt'] as const;
const isSortable = (name: string | undefined): name is (typeof SORTABLE)[number] => (SORTABLE as readonly (string | undefined)[]).includes(name);
/** A search's text as ILIKE reads it literally: its `\`, `%` and `_` escaped. */
const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Content as staff manage it: every page in any state, and the help categories. */
@Injectable()
export class ContentAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(
    filters: { kind?: string; status?: string; q?: string },
    page: { limit: number; offset: number; sort?: string; order: 'ASC' | 'DESC' },
  ) {
    const query = (await engagementReadModels.on(this.pool)).getRepository(ContentPage).createQueryBuilder('p');
    if (filters.kind) query.andWhere('p.kind = :kind', { kind: filters.kind });
    if (filters.status) query.andWhere('p.status = :status', { status: filters.status });
    const q = filters.q?.trim();
    if (q) query.andWhere("(p.slug ILIKE :q OR (p.draft)->'en'->>'title' ILIKE :q)", { q: `%${literally(q)}%` });
    const sort = isSortable(page.sort) ? page.sort : 'kind';
    query.orderBy(`p.${sort}`, page.order);
    if (sort !== 'slug') query.addOrderBy('p.slug');
    const [rows, total] = await query.take(page.limit).skip(page.offset).getManyAndCount();
    return { items: rows.map(view), total };
  }

  async one(pageId: string): Promise<ContentPageStaffResponseDto> {
    const row = await (await engagementReadModels.on(this.pool)).getRepository(ContentPage).findOneBy({ pageId });
    if (!row) throw new DomainError('content.notFound');
    return view(row);
  }

  async categories(): Promise<HelpCategoryStaffResponseDto[]> {
    const query = (await engagementReadModels.on(this.pool))
      .getRepository(HelpCategory)
      .createQueryBuilder('c')
      .addSelect(
        (articles) =>
          articles.select('count(*)::int').from(ContentPage, 'p').where('p.categoryId = c.categoryId').andWhere("p.status = 'published'"),
        'articles',
      )
      .orderBy('c.position')
      .addOrderBy('c.categoryId');
    const rows = await withSelected<HelpCategory, { articles: number }>(query, ['articles']);
    return rows.map((row) => ({
      id: row.categoryId,
      titles: row.titles as HelpCategoryStaffResponseDto['titles'],
      position: row.position,
      articles: row.articles,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    }));
  }

  async category(categoryId: string): Promise<HelpCategoryStaffResponseDto> {
    const found = (await this.categories()).find((category) => category.id === categoryId);
    if (!found) throw new DomainError('content.categoryNotFound');
    return found;
  }
}
