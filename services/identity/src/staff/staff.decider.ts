import type { Decider } from '@meridian/decider';
import { DomainError } from '../domain-error';

export const STAFF_ROLE_NAMES = ['admin', 'support', 'compliance', 'finance', 'auditor'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export type StaffEvent =
  | { type: 'StaffMemberCreated'; data: { staffId: string; email: string; name: string; passwordHash: string; roles: StaffRoleName[]; createdBy: string | null; at: string } }
  | { type: 'StaffMemberUpdated'; data: { name: string; roles: StaffRoleName[]; disabled: boolean; updatedBy: string; at: string } }
  | { type: 'StaffSessionOpened'; data: { sessionId: string; tokenHash: string; expiresAt: string; at: string } }
  | { type: 'StaffSessionClosed'; data: { sessionId: string; at: string } };

export interface StaffState {
  exists: boolean;
  disabled: boolean;
  roles: StaffRoleName[];
}

type Meta = { now: string };
export type StaffCommand =
  | { type: 'CreateStaffMember'; data: { staffId: string; email: string; name: string; passwordHash: string; roles: StaffRoleName[]; createdBy: string | null }; metadata: Meta }
  | { type: 'UpdateStaffMember'; data: { name: string; roles: StaffRoleName[]; disabled: boolean; updatedBy: string }; metadata: Meta }
  | { type: 'OpenStaffSession'; data: { sessionId: string; tokenHash: string; ttlSeconds: number }; metadata: Meta }
  | { type: 'CloseStaffSession'; data: { sessionId: string }; metadata: Meta };

export const staffStream = (staffId: string) => `staff-${staffId}`;

function checkRoles(roles: StaffRoleName[]): void {
  if (roles.length === 0 || roles.some((role) => !STAFF_ROLE_NAMES.includes(role))) throw new DomainError('field.invalid', { field: 'roles' });
}

export function decideStaff(command: StaffCommand, state: StaffState): StaffEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'CreateStaffMember':
      if (state.exists) throw new DomainError('account.exists');
      checkRoles(command.data.roles);
      return [{ type: 'StaffMemberCreated', data: { ...command.data, at } }];
    case 'UpdateStaffMember':
      if (!state.exists) throw new DomainError('request.notFound');
      checkRoles(command.data.roles);
      return [{ type: 'StaffMemberUpdated', data: { ...command.data, at } }];
    case 'OpenStaffSession': {
      if (!state.exists) throw new DomainError('auth.failed');
      if (state.disabled) throw new DomainError('auth.staffDisabled');
      const expiresAt = new Date(Date.parse(at) + command.data.ttlSeconds * 1000).toISOString();
      return [{ type: 'StaffSessionOpened', data: { sessionId: command.data.sessionId, tokenHash: command.data.tokenHash, expiresAt, at } }];
    }
    case 'CloseStaffSession':
      return [{ type: 'StaffSessionClosed', data: { sessionId: command.data.sessionId, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveStaff(state: StaffState, event: StaffEvent): StaffState {
  switch (event.type) {
    case 'StaffMemberCreated':
      return { exists: true, disabled: false, roles: event.data.roles };
    case 'StaffMemberUpdated':
      return { ...state, roles: event.data.roles, disabled: event.data.disabled };
    case 'StaffSessionOpened':
    case 'StaffSessionClosed':
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const staffDecider: Decider<StaffCommand, StaffEvent, StaffState> = {
  decide: decideStaff,
  evolve: evolveStaff,
  initialState: () => ({ exists: false, disabled: false, roles: [] }),
};
