import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { InboxCategory } from '../domain/inbox-kinds';

/** The inbox categories a customer turned off; none recorded means every category is on. */
@Entity('inbox_preferences')
export class InboxPreferences {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { array: true }) muted!: InboxCategory[];
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
