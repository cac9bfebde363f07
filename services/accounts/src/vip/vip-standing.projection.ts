import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import { VIP_SOURCE, VipEvents, type VipLevelChangedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import type { VipStandingEvent } from './vip-standing.decider';

const PREFIX = 'vip-';
export const VIP_EVENT_TYPES: readonly VipStandingEvent['type'][] = Object.keys({
  VipLevelAssessed: true,
  VipLevelSetByStaff: true,
} satisfies Record<VipStandingEvent['type'], true>) as VipStandingEvent['type'][];

/** Each customer's standing as it is now, and `VipLevelChanged` when the level in force moves (earn opens products by it). */
export async function projectVipStanding(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const customerId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as VipStandingEvent;
    const before = await client.query<{ level: number }>('SELECT level FROM accounts_vip_levels WHERE customer_id = $1', [customerId]);
    const { rows } =
      event.type === 'VipLevelAssessed'
        ? await client.query<{ level: number }>(
            `INSERT INTO accounts_vip_levels (customer_id, assessed_level, average_minor, assessed_day, level, updated_at) VALUES ($1, $2, $3, $4, $2, $5)
             ON CONFLICT (customer_id) DO UPDATE SET assessed_level = EXCLUDED.assessed_level, average_minor = EXCLUDED.average_minor,
               assessed_day = EXCLUDED.assessed_day, level = coalesce(accounts_vip_levels.staff_level, EXCLUDED.assessed_level), updated_at = EXCLUDED.updated_at
             RETURNING level`,
            [customerId, event.data.level, event.data.averageMinor, event.data.day, event.data.at],
          )
        : await client.query<{ level: number }>(
            `INSERT INTO accounts_vip_levels (customer_id, assessed_level, staff_level, staff_by, staff_reason, staff_at, level, updated_at) VALUES ($1, 0, $2, $3, $4, $5, coalesce($2, 0), $5)
             ON CONFLICT (customer_id) DO UPDATE SET staff_level = EXCLUDED.staff_level, staff_by = EXCLUDED.staff_by, staff_reason = EXCLUDED.staff_reason,
               staff_at = EXCLUDED.staff_at, level = coalesce(EXCLUDED.staff_level, accounts_vip_levels.assessed_level), updated_at = EXCLUDED.updated_at
             RETURNING level`,
            [customerId, event.data.level, event.data.staffId, event.data.reason, event.data.at],
          );
    const level = rows[0]!.level;
    if ((before.rows[0]?.level ?? 0) === level) continue;
    const changed: VipLevelChangedV1 = { customerId, level, at: event.data.at };
    await writeToOutbox(client, [
      { id: randomUUID(), type: VipEvents.levelChanged, source: VIP_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data: changed, metadata: { causationId: recorded.id, customerId }, occurredAt: event.data.at },
    ]);
  }
}
