import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { StaffRoleName } from '../staff.decider';

/** A staff account as its staff-<id> stream left it: who, with which roles, whether disabled, and its password's hash. */
@Entity('staff_members')
export class StaffMember {
  @PrimaryColumn('uuid') id!: string;
  /** Lower-case. */
  @Column('text', { unique: true }) email!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { array: true }) roles!: StaffRoleName[];
  @Column('boolean', { default: false }) disabled!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  /** The staff stream's version this row reflects. */
  @Column('int') version!: number;
}
