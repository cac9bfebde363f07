import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { hashPassword } from '../../credentials/password-hasher';
import { StaffQuery, type StaffView } from '../queries/staff.query';
import type { StaffRoleName } from '../staff.decider';
import { StaffStore } from '../staff-store';

/** A new staff account with its roles; `actorId` is the admin who created it (null when the platform seeds the first admin). */
@Injectable()
export class CreateStaffMemberHandler {
  constructor(
    private readonly staff: StaffStore,
    private readonly members: StaffQuery,
  ) {}

  async execute(input: { email: string; name: string; password: string; roles: StaffRoleName[] }, actorId: string | null): Promise<StaffView> {
    const email = input.email.trim().toLowerCase();
    if (await this.members.byEmail(email)) throw AppError.conflict('account.exists');
    const staffId = randomUUID();
    await this.staff.execute(
      staffId,
      { type: 'CreateStaffMember', data: { staffId, email, name: input.name.trim(), passwordHash: await hashPassword(input.password), roles: input.roles, createdBy: actorId } },
      actorId,
    );
    return (await this.members.byId(staffId))!;
  }
}
