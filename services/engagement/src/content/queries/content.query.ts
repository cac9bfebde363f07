import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { inLanguage, type PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import type { ContentKind } from '../domain/content-page.decider';
import { plainText } from '../rich-text';
import type { AgreementResponseDto, ContentPageResponseDto, HelpCentreResponseDto } from './content.response.dto';

interface PublishedRow {
  page_id: string;
  slug: string;
  kind: ContentKind;
  legacy_id: number | null;
  category_id: string | null;
  position: number;
  acceptance: 'all' | 'none';
  version: number;
  asked_version: number;
  published: PerLanguage<PageText>;
  published_at: Date;
}

const PUBLISHED = `SELECT page_id, slug, kind, legacy_id, category_id, position, acceptance, version, asked_version, published, published_at
                     FROM content_pages WHERE status = 'published'`;

/** An agreement everyone accepts that a customer has not accepted in its asked version. */
export interface PendingAgreement {
  pageId: string;
  slug: string;
  version: number;
}

/** What readers see of content: published pages by slug or legacy id, the help centre, the agreements. */
@Injectable()
export class ContentQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A published page by its slug, or by the legacy footer id (`1`, `3`, `5`). */
  async page(key: string, lang: string): Promise<ContentPageResponseDto> {
    const byLegacyId = /^\d{1,6}$/.test(key);
    const { rows } = await this.pool.query<PublishedRow>(`${PUBLISHED} AND ${byLegacyId ? 'legacy_id = $1::int' : 'slug = $1'}`, [key]);
    const row = rows[0];
    const text = row ? inLanguage(row.published, lang) : null;
    if (!row || !text) throw new DomainError('content.notFound');
    return {
      slug: row.slug,
      kind: row.kind,
      legacyId: row.legacy_id,
      version: row.version,
      lang: text.lang,
      fallback: text.fallback,
      title: text.text.title,
      summary: text.text.summary,
      body: text.text.body,
      publishedAt: row.published_at.toISOString(),
      categoryId: row.category_id,
    };
  }

  /** The help centre in the reader's language; with `q`, only the articles whose title, summary or text has it. */
  async help(lang: string, q: string): Promise<HelpCentreResponseDto> {
    const [categories, articles] = await Promise.all([
      this.pool.query<{ category_id: string; titles: PerLanguage<string> }>(
        'SELECT category_id, titles FROM help_categories ORDER BY position, category_id',
      ),
      this.pool.query<PublishedRow>(`${PUBLISHED} AND kind = 'help' ORDER BY position, slug`),
    ]);
    const needle = q.trim().toLocaleLowerCase();
    const matches = (text: PageText) =>
      !needle || [text.title, text.summary, plainText(text.body)].some((part) => part.toLocaleLowerCase().includes(needle));
    return {
      q: q.trim(),
      categories: categories.rows.flatMap(({ category_id, titles }) => {
        const found = articles.rows
          .filter((row) => row.category_id === category_id)
          .flatMap((row) => {
            const text = inLanguage(row.published, lang)?.text;
            return text && matches(text) ? [{ slug: row.slug, title: text.title, summary: text.summary }] : [];
          });
        if (needle && found.length === 0) return [];
        return [{ id: category_id, title: inLanguage(titles, lang)?.text ?? '', articles: found }];
      }),
    };
  }

  /** Every published agreement, with what this customer accepted (null: a visitor). */
  async agreements(customerId: string | null, lang: string): Promise<AgreementResponseDto[]> {
    const { rows } = await this.pool.query<PublishedRow>(`${PUBLISHED} AND kind = 'agreement' ORDER BY coalesce(legacy_id, 1000), slug`);
    const accepted = customerId ? await this.acceptedVersions(customerId) : new Map<string, number>();
    const pending = customerId
      ? new Set((await this.pendingAgreements(customerId)).map((agreement) => agreement.pageId))
      : new Set<string>();
    return rows.map((row) => ({
      slug: row.slug,
      legacyId: row.legacy_id,
      title: inLanguage(row.published, lang)?.text.title ?? row.slug,
      version: row.version,
      everyoneAccepts: row.acceptance === 'all',
      acceptedVersion: accepted.get(row.page_id) ?? null,
      pending: pending.has(row.page_id),
    }));
  }

  /** The agreements every customer accepts, each with its version in force: what a registration accepts. */
  async agreementsEveryoneAccepts(db: Pick<Pool, 'query'> = this.pool): Promise<PendingAgreement[]> {
    const { rows } = await db.query<PublishedRow>(`${PUBLISHED} AND acceptance = 'all' ORDER BY slug`);
    return rows.map((row) => ({ pageId: row.page_id, slug: row.slug, version: row.version }));
  }

  /**
   * What a customer must accept before going on: a version staff asked everyone to accept that is newer
   * than the one they accepted. Only for real customers engagement has seen register (a demo account
   * accepts nothing; a registration still on its way accepted the versions in force).
   */
  async pendingAgreements(customerId: string): Promise<PendingAgreement[]> {
    const { rows } = await this.pool.query<{ page_id: string; slug: string; version: number }>(
      `SELECT p.page_id, p.slug, p.version
         FROM content_pages p JOIN engagement_customers c ON c.customer_id = $1 AND c.kind = 'real'
        WHERE p.status = 'published' AND p.acceptance = 'all' AND p.asked_version > 0
          AND p.asked_version > coalesce((SELECT max(a.version) FROM agreement_acceptances a WHERE a.customer_id = $1 AND a.page_id = p.page_id), 0)
        ORDER BY p.slug`,
      [customerId],
    );
    return rows.map((row) => ({ pageId: row.page_id, slug: row.slug, version: row.version }));
  }

  private async acceptedVersions(customerId: string): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ page_id: string; version: number }>(
      'SELECT page_id, max(version)::int AS version FROM agreement_acceptances WHERE customer_id = $1 GROUP BY page_id',
      [customerId],
    );
    return new Map(rows.map((row) => [row.page_id, row.version]));
  }
}
