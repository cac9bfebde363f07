import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';

/** Each version of a page as it was published, and whether customers were asked to accept it again. */
@Entity('content_page_versions')
export class ContentPageVersion {
  @PrimaryColumn('uuid', { name: 'page_id' }) pageId!: string;
  @PrimaryColumn('int') version!: number;
  @Column('jsonb') texts!: PerLanguage<PageText>;
  @Column('boolean', { name: 'ask_again' }) askAgain!: boolean;
  @Column('timestamptz', { name: 'published_at' }) publishedAt!: Date;
  @Column('text', { name: 'published_by' }) publishedBy!: string;
}
