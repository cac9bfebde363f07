import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import type { StaffRoleName } from '../staff.decider';

export interface StaffView {
  id: string;
  email: string;
  name: string;
  roles: StaffRoleName[];
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: StaffRoleName[];
  disabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toStaffView = (row: StaffRow): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Staff accounts as the read model (`staff_members`) holds them. */
@Injectable()
export class StaffQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async byId(id: string): Promise<StaffView | null> {
    const { rows } = await this.pool.query<StaffRow>('SELECT * FROM staff_members WHERE id = $1', [id]);
    return rows[0] ? toStaffView(rows[0]) : null;
  }

  async byEmail(email: string): Promise<StaffRow | null> {
    const { rows } = await this.pool.query<StaffRow>('SELECT * FROM staff_members WHERE email = $1', [email.trim().toLowerCase()]);
    return rows[0] ?? null;
  }

  async list(options: { offset: number; limit: number }): Promise<{ data: StaffView[]; total: number }> {
    const { rows } = await this.pool.query<StaffRow & { total: string }>(
      'SELECT *, count(*) OVER () AS total FROM staff_members ORDER BY created_at LIMIT $1 OFFSET $2',
      [options.limit, options.offset],
    );
    return { data: rows.map(toStaffView), total: Number(rows[0]?.total ?? 0) };
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM staff_members');
    return Number(rows[0]!.n);
  }
}
