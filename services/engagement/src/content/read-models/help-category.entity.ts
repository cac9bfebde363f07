import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PerLanguage } from '../../shared/languages';

/** A category of the help centre (the help-category-<id> streams): its title in each language and its place. */
@Entity('help_categories')
export class HelpCategory {
  @PrimaryColumn('uuid', { name: 'category_id' }) categoryId!: string;
  @Column('jsonb') titles!: PerLanguage<string>;
  @Column('int') position!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('text', { name: 'updated_by' }) updatedBy!: string;
}
