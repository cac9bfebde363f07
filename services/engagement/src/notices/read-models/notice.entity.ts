import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import type { NoticeKind, StoredNoticeStatus } from '../domain/notice.decider';

/**
 * A notice, news flash or banner (the notice-<id> streams) as staff last left it. `status` is what the
 * stream recorded; whether readers see it now also depends on `publishAt` and `expiresAt`.
 */
@Entity('notices')
@Index('notices_visible', { synchronize: false }) // (kind, status, publish_at DESC): TypeORM names no column order
export class Notice {
  @PrimaryColumn('uuid', { name: 'notice_id' }) noticeId!: string;
  @Column('text') kind!: NoticeKind;
  @Column('text') status!: Exclude<StoredNoticeStatus, 'none'>;
  @Column('jsonb') texts!: PerLanguage<PageText>;
  @Column('boolean') pinned!: boolean;
  @Column('timestamptz', { name: 'publish_at', nullable: true }) publishAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('text', { name: 'updated_by' }) updatedBy!: string;
}
