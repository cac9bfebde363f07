import { MAX_VIP_LEVEL } from '@meridian/contracts';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * A customer's VIP standing, one stream per customer (`vip-<customerId>`): the level the daily
 * assessment gave (recorded when it changes, with the average behind it) and a level staff set with a
 * reason, which stands until staff clear it. The level in force is the staff's, else the assessed one.
 */
export type VipStandingEvent =
  | { type: 'VipLevelAssessed'; data: { day: string; averageMinor: string; level: number; at: string } }
  | { type: 'VipLevelSetByStaff'; data: { level: number | null; staffId: string; reason: string; at: string } };

export type VipStandingCommand =
  | { type: 'AssessVipLevel'; data: { day: string; averageMinor: string; level: number }; metadata: { now: string } }
  | { type: 'SetVipLevel'; data: { level: number | null; staffId: string; reason: string }; metadata: { now: string } };

export interface VipStanding {
  assessed: number;
  assessedDay: string | null;
  staffLevel: number | null;
}

export const vipStream = (customerId: string) => `vip-${customerId}`;
export const levelInForce = (state: VipStanding) => state.staffLevel ?? state.assessed;

export const vipStandingDecider: Decider<VipStandingCommand, VipStandingEvent, VipStanding> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'AssessVipLevel') {
      const { day, averageMinor, level } = command.data;
      // A day already assessed, or an assessment that changes nothing, records nothing.
      if (state.assessedDay !== null && day <= state.assessedDay) return [];
      if (state.assessedDay !== null && level === state.assessed) return [];
      if (state.assessedDay === null && level === 0) return [];
      return [{ type: 'VipLevelAssessed', data: { day, averageMinor, level, at } }];
    }
    const { level, staffId, reason } = command.data;
    if (!reason.trim()) throw new DomainError('review.reasonRequired');
    if (level !== null && (!Number.isInteger(level) || level < 0 || level > MAX_VIP_LEVEL)) throw new DomainError('vip.levelInvalid', { max: String(MAX_VIP_LEVEL) });
    if (level === state.staffLevel) return [];
    return [{ type: 'VipLevelSetByStaff', data: { level, staffId, reason: reason.trim(), at } }];
  },
  evolve(state, event) {
    if (event.type === 'VipLevelAssessed') return { ...state, assessed: event.data.level, assessedDay: event.data.day };
    return { ...state, staffLevel: event.data.level };
  },
  initialState: () => ({ assessed: 0, assessedDay: null, staffLevel: null }),
};
