import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import type { VipStandingEvent } from './domain/vip-standing.decider';

/**
 * Each customer's standing as it is now. A projection only builds its read model: `VipLevelChanged`
 * goes out from the use case that appended the event (`VipStandingStore`).
 */
const vipEvents = streamProjection<VipStandingEvent>('vip-', {
  VipLevelAssessed: ({ level, averageMinor, day, at }, { id, client }) =>
    client.query(
      `INSERT INTO accounts_vip_levels (customer_id, assessed_level, average_minor, assessed_day, level, updated_at) VALUES ($1, $2, $3, $4, $2, $5)
       ON CONFLICT (customer_id) DO UPDATE SET assessed_level = EXCLUDED.assessed_level, average_minor = EXCLUDED.average_minor,
         assessed_day = EXCLUDED.assessed_day, level = coalesce(accounts_vip_levels.staff_level, EXCLUDED.assessed_level), updated_at = EXCLUDED.updated_at`,
      [id, level, averageMinor, day, at],
    ),
  VipLevelSetByStaff: ({ level, staffId, reason, at }, { id, client }) =>
    client.query(
      `INSERT INTO accounts_vip_levels (customer_id, assessed_level, staff_level, staff_by, staff_reason, staff_at, level, updated_at) VALUES ($1, 0, $2, $3, $4, $5, coalesce($2, 0), $5)
       ON CONFLICT (customer_id) DO UPDATE SET staff_level = EXCLUDED.staff_level, staff_by = EXCLUDED.staff_by, staff_reason = EXCLUDED.staff_reason,
         staff_at = EXCLUDED.staff_at, level = coalesce(EXCLUDED.staff_level, accounts_vip_levels.assessed_level), updated_at = EXCLUDED.updated_at`,
      [id, level, staffId, reason, at],
    ),
});

export const vipStandingProjection = defineInlineProjection({
  name: 'accounts-vip',
  owner: 'accounts',
  ...vipEvents,
  reset: emptyTables('accounts_vip_levels'),
});
