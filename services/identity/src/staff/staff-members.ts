import { Injectable, Logger } from '@nestjs/common';
import { CreateStaffMemberHandler } from './create-staff-member/create-staff-member.handler';
import { StaffQuery } from './queries/staff.query';

/** The platform's first start: the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, unless any staff exists. */
@Injectable()
export class StaffMembers {
  private readonly logger = new Logger('staff');

  constructor(
    private readonly members: StaffQuery,
    private readonly createStaffMember: CreateStaffMemberHandler,
  ) {}

  async seedAdmin(email: string, password: string): Promise<boolean> {
    if ((await this.members.count()) > 0) return false;
    await this.createStaffMember.execute({ email, name: 'Administrator', password, roles: ['admin'] }, null);
    this.logger.log(`seeded staff admin ${email}`);
    return true;
  }
}
