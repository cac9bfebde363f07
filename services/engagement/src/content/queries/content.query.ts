import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FindOptionsWhere } from 'typeorm';
import { DomainError } from '@meridian/decider';
import type { Queryable } from '@meridian/eventstore';
import { PG_POOL } from '@meridian/runtime';
import { inLanguage, type PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import { EngagementCustomer } from '../../customers/read-models/engagement-customer.entity';
import { engagementReadModels } from '../../engagement.read-models';
import { plainText } from '../rich-text';
import { AgreementAcceptance } from '../read-models/agreement-acceptance.entity';
import { ContentPage } from '../read-models/content-page.entity';
import { HelpCategory } from '../read-models/help-category.entity';
import type { AgreementResponseDto, ContentPageResponseDto, HelpCentreResponseDto } from './content.response.dto';

/** A published page: what readers see is there. */
type PublishedPage = ContentPage & { published: PerLanguage<PageText>; publishedAt: Date };

/** An agreement everyone accepts that a customer has not accepted in its asked version. */
export interface PendingAgreement {
  pageId: string;
  slug: string;
  version: number;
}

const asPending = ({ pageId, slug, version }: ContentPage): PendingAgreement => ({ pageId, slug, version });

/** What readers see of content: published pages by slug or legacy id, the help centre, the agreements. */
@Injectable()
export class ContentQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async pages(db: Queryable = this.pool) {
    return (await engagementReadModels.on(db)).getRepository(ContentPage);
  }

  /** The published pages that are also `where`, in the order given. */
  private async published(where: FindOptionsWhere<ContentPage>, order: { [Key in keyof ContentPage]?: 'ASC' }, db?: Queryable) {
    return (await (await this.pages(db)).find({ where: { ...where, status: 'published' }, order })) as PublishedPage[];
  }

  /** A published page by its slug, or by the legacy footer id (`1`, `3`, `5`). */
  async page(key: string, lang: string): Promise<ContentPageResponseDto> {
    const byLegacyId = /^\d{1,6}$/.test(key);
    const [row] = await this.published(byLegacyId ? { legacyId: Number(key) } : { slug: key }, {});
    const text = row ? inLanguage(row.published, lang) : null;
    if (!row || !text) throw new DomainError('content.notFound');
    return {
      slug: row.slug,
      kind: row.kind,
      legacyId: row.legacyId,
      version: row.version,
      lang: text.lang,
      fallback: text.fallback,
      title: text.text.title,
      summary: text.text.summary,
      body: text.text.body,
      publishedAt: row.publishedAt.toISOString(),
      categoryId: row.categoryId,
    };
  }

  /** The help centre in the reader's language; with `q`, only the articles whose title, summary or text has it. */
  async help(lang: string, q: string): Promise<HelpCentreResponseDto> {
    const [categories, articles] = await Promise.all([
      (await engagementReadModels.on(this.pool)).getRepository(HelpCategory).find({ order: { position: 'ASC', categoryId: 'ASC' } }),
      this.published({ kind: 'help' }, { position: 'ASC', slug: 'ASC' }),
    ]);
    const needle = q.trim().toLocaleLowerCase();
    const matches = (text: PageText) =>
      !needle || [text.title, text.summary, plainText(text.body)].some((part) => part.toLocaleLowerCase().includes(needle));
    return {
      q: q.trim(),
      categories: categories.flatMap(({ categoryId, titles }) => {
        const found = articles
          .filter((row) => row.categoryId === categoryId)
          .flatMap((row) => {
            const text = inLanguage(row.published, lang)?.text;
            return text && matches(text) ? [{ slug: row.slug, title: text.title, summary: text.summary }] : [];
          });
        if (needle && found.length === 0) return [];
        return [{ id: categoryId, title: inLanguage(titles, lang)?.text ?? '', articles: found }];
      }),
    };
  }

  /** Every published agreement, with what this customer accepted (null: a visitor). */
  async agreements(customerId: string | null, lang: string): Promise<AgreementResponseDto[]> {
    // The footer's agreements first, by their legacy id; the others after them, by slug.
    const rows = (await (await this.pages())
      .createQueryBuilder('p')
      .where("p.status = 'published'")
      .andWhere("p.kind = 'agreement'")
      .orderBy('coalesce(p.legacyId, 1000)')
      .addOrderBy('p.slug')
      .getMany()) as PublishedPage[];
    const accepted = customerId ? await this.acceptedVersions(customerId) : new Map<string, number>();
    const pending = customerId
      ? new Set((await this.pendingAgreements(customerId)).map((agreement) => agreement.pageId))
      : new Set<string>();
    return rows.map((row) => ({
      slug: row.slug,
      legacyId: row.legacyId,
      title: inLanguage(row.published, lang)?.text.title ?? row.slug,
      version: row.version,
      everyoneAccepts: row.acceptance === 'all',
      acceptedVersion: accepted.get(row.pageId) ?? null,
      pending: pending.has(row.pageId),
    }));
  }

  /** The agreements every customer accepts, each with its version in force: what a registration accepts. */
  async agreementsEveryoneAccepts(db: Queryable = this.pool): Promise<PendingAgreement[]> {
    return (await this.published({ acceptance: 'all' }, { slug: 'ASC' }, db)).map(asPending);
  }

  /**
   * What a customer must accept before going on: a version staff asked everyone to accept that is newer
   * than the one they accepted. Only for real customers engagement has seen register (a demo account
   * accepts nothing; a registration still on its way accepted the versions in force).
   */
  async pendingAgreements(customerId: string): Promise<PendingAgreement[]> {
    const rows = await (await this.pages())
      .createQueryBuilder('p')
      .innerJoin(EngagementCustomer, 'c', "c.customerId = :customerId AND c.kind = 'real'", { customerId })
      .where("p.status = 'published'")
      .andWhere("p.acceptance = 'all'")
      .andWhere('p.askedVersion > 0')
      .andWhere((query) => {
        const accepted = query
          .subQuery()
          .select('max(a.version)')
          .from(AgreementAcceptance, 'a')
          .where('a.customerId = :customerId')
          .andWhere('a.pageId = p.pageId')
          .getQuery();
        return `p.askedVersion > coalesce(${accepted}, 0)`;
      })
      .orderBy('p.slug')
      .getMany();
    return rows.map(asPending);
  }

  private async acceptedVersions(customerId: string): Promise<Map<string, number>> {
    const rows = await (await engagementReadModels.on(this.pool))
      .getRepository(AgreementAcceptance)
      .createQueryBuilder('a')
      .select('a.pageId', 'pageId')
      .addSelect('max(a.version)', 'version')
      .where('a.customerId = :customerId', { customerId })
      .groupBy('a.pageId')
      .getRawMany<{ pageId: string; version: number }>();
    return new Map(rows.map((row) => [row.pageId, row.version]));
  }
}
