import { deciderSpec } from '@meridian/testing';
import { decideStaff, evolveStaff, staffDecider, type StaffEvent } from './staff.decider';

const spec = deciderSpec(decideStaff, evolveStaff, staffDecider.initialState);
const now = '2026-11-21T10:00:00.000Z';
const created: StaffEvent = {
  type: 'StaffMemberCreated',
  data: { staffId: 'st-1', email: 'sue@meridian.local', name: 'Sue', passwordHash: 'p', roles: ['support'], createdBy: 'admin-1', at: now },
};
const disabled: StaffEvent = { type: 'StaffMemberUpdated', data: { name: 'Sue', roles: ['support'], disabled: true, updatedBy: 'admin-1', at: now } };

describe('staff decider', () => {
  it('creates a staff member with known roles only', () => {
    spec.given([]).when({ type: 'CreateStaffMember', data: { ...created.data, roles: ['support'] }, metadata: { now } }).then([created]);
    spec
      .given([])
      .when({ type: 'CreateStaffMember', data: { ...created.data, roles: ['root' as never] }, metadata: { now } })
      .thenThrows('field.invalid');
    spec.given([]).when({ type: 'CreateStaffMember', data: { ...created.data, roles: [] }, metadata: { now } }).thenThrows('field.invalid');
  });

  it('refuses a session to a disabled staff member', () =>
    spec
      .given([created, disabled])
      .when({ type: 'OpenStaffSession', data: { sessionId: 'x', tokenHash: 'h', ttlSeconds: 60 }, metadata: { now } })
      .thenThrows('auth.staffDisabled'));

  it('records who changed a staff member and when', () =>
    spec
      .given([created])
      .when({ type: 'UpdateStaffMember', data: { name: 'Sue', roles: ['support', 'finance'], disabled: false, updatedBy: 'admin-1' }, metadata: { now } })
      .then([{ type: 'StaffMemberUpdated', data: { name: 'Sue', roles: ['support', 'finance'], disabled: false, updatedBy: 'admin-1', at: now } }]));
});
