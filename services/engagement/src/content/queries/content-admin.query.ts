import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { staffFilters } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import type { PerLanguage } from '../../shared/languages';
import { sameTexts, type PageText } from '../../shared/page-text';
import type { ContentPageStaffResponseDto, HelpCategoryStaffResponseDto } from './content-admin.response.dto';

interface PageRow {
  page_id: string;
  slug: string;
  kind: ContentPageStaffResponseDto['kind'];
  legacy_id: number | null;
  category_id: string | null;
  position: number;
  acceptance: 'all' | 'none';
  status: ContentPageStaffResponseDto['status'];
  draft: PerLanguage<PageText>;
  published: PerLanguage<PageText> | null;
  version: number;
  asked_version: number;
  published_at: Date | null;
  updated_at: Date;
  updated_by: string;
}

const view = (row: PageRow): ContentPageStaffResponseDto => ({
  id: row.page_id,
  slug: row.slug,
  kind: row.kind,
  legacyId: row.legacy_id,
  categoryId: row.category_id,
  position: row.position,
  acceptance: row.acceptance,
  status: row.status,
  texts: row.draft as ContentPageStaffResponseDto['texts'],
  published: row.published as ContentPageStaffResponseDto['published'],
  unpublishedChanges: row.status !== 'published' || !sameTexts(row.draft, row.published),
  version: row.version,
  askedVersion: row.asked_version,
  languages: Object.keys(row.draft),
  publishedAt: row.published_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});

const SORTABLE: Record<string, string> = {
  slug: 'slug',
  kind: 'kind',
  status: 'status',
  position: 'position',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
};

/** Content as staff manage it: every page in any state, and the help categories. */
@Injectable()
export class ContentAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(
    filters: { kind?: string; status?: string; q?: string },
    page: { limit: number; offset: number; sort?: string; order: 'ASC' | 'DESC' },
  ) {
    const { clause, params } = staffFilters({ kind: filters.kind, status: filters.status });
    const search = filters.q?.trim()
      ? `${clause ? `${clause} AND` : 'WHERE'} (slug ILIKE $${params.push(`%${filters.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR draft->'en'->>'title' ILIKE $${params.length})`
      : clause;
    const orderBy = `${SORTABLE[page.sort ?? ''] ?? 'kind'} ${page.order}, slug`;
    const [{ rows }, total] = await Promise.all([
      this.pool.query<PageRow>(
        `SELECT * FROM content_pages ${search} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_pages ${search}`, params),
    ]);
    return { items: rows.map(view), total: total.rows[0]!.n };
  }

  async one(pageId: string): Promise<ContentPageStaffResponseDto> {
    const { rows } = await this.pool.query<PageRow>('SELECT * FROM content_pages WHERE page_id = $1', [pageId]);
    if (!rows[0]) throw new DomainError('content.notFound');
    return view(rows[0]);
  }

  async categories(): Promise<HelpCategoryStaffResponseDto[]> {
    const { rows } = await this.pool.query<{
      category_id: string;
      titles: HelpCategoryStaffResponseDto['titles'];
      position: number;
      articles: number;
      updated_at: Date;
      updated_by: string;
    }>(
      `SELECT c.*, (SELECT count(*)::int FROM content_pages p WHERE p.category_id = c.category_id AND p.status = 'published') AS articles
         FROM help_categories c ORDER BY c.position, c.category_id`,
    );
    return rows.map((row) => ({
      id: row.category_id,
      titles: row.titles,
      position: row.position,
      articles: row.articles,
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    }));
  }

  async category(categoryId: string): Promise<HelpCategoryStaffResponseDto> {
    const found = (await this.categories()).find((category) => category.id === categoryId);
    if (!found) throw new DomainError('content.categoryNotFound');
    return found;
  }
}
