import type { ClientBase } from 'pg';
import { emptyTables, type Projection, type RecordedEvent } from '@meridian/eventstore';
import type { StaffEvent } from './staff.decider';

export async function projectStaffEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('staff-')) return;
  const staffId = recorded.streamId.slice('staff-'.length);
  const event = { type: recorded.type, data: recorded.data } as StaffEvent;
  switch (event.type) {
    case 'StaffMemberCreated':
      await client.query(
        `INSERT INTO staff_members (id, email, name, password_hash, roles, created_at, updated_at, version) VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
        [staffId, event.data.email, event.data.name, event.data.passwordHash, event.data.roles, event.data.at, recorded.version],
      );
      return;
    case 'StaffMemberUpdated':
      await client.query(`UPDATE staff_members SET name = $2, roles = $3, disabled = $4, updated_at = $5, version = $6 WHERE id = $1`, [
        staffId,
        event.data.name,
        event.data.roles,
        event.data.disabled,
        event.data.at,
        recorded.version,
      ]);
      if (event.data.disabled) await client.query('UPDATE staff_sessions SET closed_at = $2 WHERE staff_id = $1 AND closed_at IS NULL', [staffId, event.data.at]);
      return;
    case 'StaffSessionOpened':
      await client.query(`INSERT INTO staff_sessions (id, staff_id, token_hash, opened_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
        event.data.sessionId,
        staffId,
        event.data.tokenHash,
        event.data.at,
        event.data.expiresAt,
      ]);
      return;
    case 'StaffSessionClosed':
      await client.query('UPDATE staff_sessions SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL', [event.data.sessionId, event.data.at]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown staff event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Empties the read models for a rebuild from the log. */
export const resetStaffReadModels = emptyTables('staff_sessions', 'staff_members');

export const staffProjection: Projection = {
  name: 'identity-staff',
  handle: projectStaffEvent,
  reset: resetStaffReadModels,
};
