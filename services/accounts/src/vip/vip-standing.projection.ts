import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { VipStandingEvent } from './domain/vip-standing.decider';

const PREFIX = 'vip-';
export const VIP_EVENT_TYPES: readonly VipStandingEvent['type'][] = Object.keys({
  VipLevelAssessed: true,
  VipLevelSetByStaff: true,
} satisfies Record<VipStandingEvent['type'], true>) as VipStandingEvent['type'][];

/**
 * Each customer's standing as it is now. A projection only builds its read model: `VipLevelChanged`
 * goes out from the use case that appended the event (`VipStandingStore`).
 */
export async function projectVipStanding(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const customerId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as VipStandingEvent;
    if (event.type === 'VipLevelAssessed')
      await client.query(
        `INSERT INTO accounts_vip_levels (customer_id, assessed_level, average_minor, assessed_day, level, updated_at) VALUES ($1, $2, $3, $4, $2, $5)
         ON CONFLICT (customer_id) DO UPDATE SET assessed_level = EXCLUDED.assessed_level, average_minor = EXCLUDED.average_minor,
           assessed_day = EXCLUDED.assessed_day, level = coalesce(accounts_vip_levels.staff_level, EXCLUDED.assessed_level), updated_at = EXCLUDED.updated_at`,
        [customerId, event.data.level, event.data.averageMinor, event.data.day, event.data.at],
      );
    else
      await client.query(
        `INSERT INTO accounts_vip_levels (customer_id, assessed_level, staff_level, staff_by, staff_reason, staff_at, level, updated_at) VALUES ($1, 0, $2, $3, $4, $5, coalesce($2, 0), $5)
         ON CONFLICT (customer_id) DO UPDATE SET staff_level = EXCLUDED.staff_level, staff_by = EXCLUDED.staff_by, staff_reason = EXCLUDED.staff_reason,
           staff_at = EXCLUDED.staff_at, level = coalesce(EXCLUDED.staff_level, accounts_vip_levels.assessed_level), updated_at = EXCLUDED.updated_at`,
        [customerId, event.data.level, event.data.staffId, event.data.reason, event.data.at],
      );
  }
}

export const vipStandingProjection = defineInlineProjection({
  name: 'accounts-vip',
  owner: 'accounts',
  canHandle: VIP_EVENT_TYPES,
  handle: projectVipStanding,
  reset: async (client) => {
    await client.query('DELETE FROM accounts_vip_levels');
  },
});
