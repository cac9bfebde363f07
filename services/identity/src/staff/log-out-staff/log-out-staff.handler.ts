import { Injectable } from '@nestjs/common';
import { StaffStore } from '../staff-store';

/** Ends the staff member's current session. */
@Injectable()
export class LogOutStaffHandler {
  constructor(private readonly staff: StaffStore) {}

  async execute(staffId: string, sessionId: string): Promise<void> {
    await this.staff.execute(staffId, { type: 'CloseStaffSession', data: { sessionId } }, staffId);
  }
}
