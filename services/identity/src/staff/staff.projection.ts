import type { ClientBase } from 'pg';
import { emptyTables, type Projection, type RecordedEvent } from '@meridian/eventstore';
import type { StaffEvent } from './staff.decider';
import { identityReadModels } from '../identity.read-models';
import { StaffMember } from './read-models/staff-member.entity';

const members = async (client: ClientBase) => (await identityReadModels.on(client)).getRepository(StaffMember);

export async function projectStaffEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('staff-')) return;
  const staffId = recorded.streamId.slice('staff-'.length);
  const event = { type: recorded.type, data: recorded.data } as StaffEvent;
  switch (event.type) {
    case 'StaffMemberCreated': {
      const { email, name, passwordHash, roles, at } = event.data;
      const createdAt = new Date(at);
      const row = { id: staffId, email, name, passwordHash, roles, createdAt, updatedAt: createdAt, version: recorded.version };
      await (await members(client)).insert(row);
      return;
    }
    case 'StaffMemberUpdated': {
      const { name, roles, disabled, at } = event.data;
      await (await members(client)).update(staffId, { name, roles, disabled, updatedAt: new Date(at), version: recorded.version });
      // Sessions hold their tokens' hashes: security state, kept in SQL rather than as a read model entity.
      if (disabled) await client.query('UPDATE staff_sessions SET closed_at = $2 WHERE staff_id = $1 AND closed_at IS NULL', [staffId, event.data.at]);
      return;
    }
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
export const resetStaffReadModels = async (client: ClientBase): Promise<void> => {
  await emptyTables('staff_sessions')(client);
  await identityReadModels.emptied(StaffMember)(client);
};

export const staffProjection: Projection = {
  name: 'identity-staff',
  handle: projectStaffEvent,
  reset: resetStaffReadModels,
};
