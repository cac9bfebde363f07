import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { StaffQuery, type StaffView } from '../queries/staff.query';
import type { StaffRoleName } from '../staff.decider';
import { StaffStore } from '../staff-store';

export interface StaffMemberChange {
  name: string;
  roles: StaffRoleName[];
  disabled: boolean;
}

/** An admin changes a staff member's name, roles or access; never their own admin role or access. */
@Injectable()
export class UpdateStaffMemberHandler {
  constructor(
    private readonly staff: StaffStore,
    private readonly members: StaffQuery,
  ) {}

  async execute(staffId: string, change: StaffMemberChange, actorId: string): Promise<StaffView> {
    if (staffId === actorId && (change.disabled || !change.roles.includes('admin'))) throw AppError.badInput('auth.forbidden');
    await this.staff.execute(staffId, { type: 'UpdateStaffMember', data: { ...change, updatedBy: actorId } }, actorId);
    return (await this.members.byId(staffId))!;
  }
}
