import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { VipStandingEvent } from './domain/vip-standing.decider';
import { accountsReadModels } from '../accounts.read-models';
import { VipStanding } from './read-models/vip-standing.entity';

const standingsOn = async (client: ProjectedStream['client']) => (await accountsReadModels.on(client)).getRepository(VipStanding);

/** A customer's standing before its first event: nothing assessed, nothing set by staff. */
const unassessed = (customerId: string) => ({ customerId, assessedLevel: 0, averageMinor: null, assessedDay: null, staffLevel: null, staffBy: null, staffReason: null, staffAt: null });

/**
 * Each customer's standing as it is now: the level in force is staff's while they hold one, the
 * assessed one otherwise. A projection only builds its read model: `VipLevelChanged` goes out from the
 * use case that appended the event (`VipStandingStore`).
 */
const vipEvents = streamProjection<VipStandingEvent>('vip-', {
  VipLevelAssessed: async ({ level, averageMinor, day, at }, { id, client }) => {
    const standings = await standingsOn(client);
    const standing = (await standings.findOneBy({ customerId: id })) ?? unassessed(id);
    await standings.save({ ...standing, assessedLevel: level, averageMinor, assessedDay: day, level: standing.staffLevel ?? level, updatedAt: new Date(at) });
  },
  VipLevelSetByStaff: async ({ level, staffId, reason, at }, { id, client }) => {
    const standings = await standingsOn(client);
    const standing = (await standings.findOneBy({ customerId: id })) ?? unassessed(id);
    const staff = { staffLevel: level, staffBy: staffId, staffReason: reason, staffAt: new Date(at) };
    await standings.save({ ...standing, ...staff, level: level ?? standing.assessedLevel, updatedAt: new Date(at) });
  },
});

export const vipStandingProjection = defineInlineProjection({
  name: 'accounts-vip',
  owner: 'accounts',
  ...vipEvents,
  reset: accountsReadModels.emptied(VipStanding),
});
