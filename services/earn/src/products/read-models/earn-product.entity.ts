import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EarnProductTerms } from '../domain/earn-product-terms';

/** A product as finance last published it (the earn-product-<id> streams); absent, the defaults stand. */
@Entity('earn_products')
export class EarnProduct {
  @PrimaryColumn('text', { name: 'product_id' }) productId!: string;
  @Column('jsonb') terms!: EarnProductTerms;
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
  @Column('uuid', { name: 'changed_by' }) changedBy!: string;
  @Column('text') reason!: string;
}
