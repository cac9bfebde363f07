import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import type { Acceptance, ContentKind } from '../domain/content-page.decider';

/** A page (the content-page-<id> streams) as staff last left it: its draft, and the version readers see once published. */
@Entity('content_pages')
@Index('content_pages_kind', ['kind', 'status', 'position'])
export class ContentPage {
  @PrimaryColumn('uuid', { name: 'page_id' }) pageId!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') kind!: ContentKind;
  /** The legacy footer's id (`1`, `3`, `5`), for the pages that had one. */
  @Column('int', { name: 'legacy_id', nullable: true, unique: true }) legacyId!: number | null;
  @Column('uuid', { name: 'category_id', nullable: true }) categoryId!: string | null;
  @Column('int') position!: number;
  @Column('text') acceptance!: Acceptance;
  @Column('text') status!: 'draft' | 'published' | 'archived';
  @Column('jsonb') draft!: PerLanguage<PageText>;
  @Column('int', { default: 0 }) version!: number;
  @Column('jsonb', { nullable: true }) published!: PerLanguage<PageText> | null;
  /** The last version staff asked every customer to accept again (0: none). */
  @Column('int', { name: 'asked_version', default: 0 }) askedVersion!: number;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('text', { name: 'updated_by' }) updatedBy!: string;
}
