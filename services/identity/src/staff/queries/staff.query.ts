import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { identityReadModels } from '../../identity.read-models';
import { StaffMember } from '../read-models/staff-member.entity';
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

export const toStaffView = (row: StaffMember): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Staff accounts as the read model (`staff_members`) holds them. */
@Injectable()
export class StaffQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async members() {
    return (await identityReadModels.on(this.pool)).getRepository(StaffMember);
  }

  async byId(id: string): Promise<StaffView | null> {
    const row = await (await this.members()).findOneBy({ id });
    return row ? toStaffView(row) : null;
  }

  async byEmail(email: string): Promise<StaffMember | null> {
    return (await this.members()).findOneBy({ email: email.trim().toLowerCase() });
  }

  /** A page of staff, oldest first, with how many there are (counted beside the page's rows: none on a page past the end). */
  async list(options: { offset: number; limit: number }): Promise<{ data: StaffView[]; total: number }> {
    const { entities, raw } = await (await this.members())
      .createQueryBuilder('m')
      .addSelect('count(*) OVER ()', 'total')
      .orderBy('m.createdAt')
      .limit(options.limit)
      .offset(options.offset)
      .getRawAndEntities<{ total: string }>();
    return { data: entities.map(toStaffView), total: Number(raw[0]?.total ?? 0) };
  }

  async count(): Promise<number> {
    return (await this.members()).count();
  }
}
