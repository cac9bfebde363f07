import { deciderSpec } from '@meridian/testing';
import { vipStandingDecider, type VipStandingCommand, type VipStandingEvent } from './vip-standing.decider';

const spec = deciderSpec(vipStandingDecider.decide, vipStandingDecider.evolve, vipStandingDecider.initialState);
const now = '2026-11-24T00:00:05.000Z';
const assess = (day: string, level: number, averageMinor = '0'): VipStandingCommand => ({ type: 'AssessVipLevel', data: { day, averageMinor, level }, metadata: { now } });
const set = (level: number | null, reason = 'Private client'): VipStandingCommand => ({ type: 'SetVipLevel', data: { level, staffId: 's1', reason }, metadata: { now } });
const assessed = (day: string, level: number, averageMinor = '0'): VipStandingEvent => ({ type: 'VipLevelAssessed', data: { day, averageMinor, level, at: now } });

describe('a VIP standing', () => {
  it('records an assessment that raises the level, with the average behind it', () =>
    spec.given([]).when(assess('2026-11-23', 2, '12000000000')).then([assessed('2026-11-23', 2, '12000000000')]));
  it('records nothing for a first assessment at level 0', () => spec.given([]).when(assess('2026-11-23', 0)).then([]));
  it('records nothing when the level stays the same', () => spec.given([assessed('2026-11-22', 2)]).when(assess('2026-11-23', 2)).then([]));
  it('records a fall', () => spec.given([assessed('2026-11-22', 2)]).when(assess('2026-11-23', 1)).then([assessed('2026-11-23', 1)]));
  it('never assesses a day twice, nor an older one', () => spec.given([assessed('2026-11-23', 2)]).when(assess('2026-11-23', 3)).then([]));
  it('takes the level staff set, with the reason', () =>
    spec.given([assessed('2026-11-22', 1)]).when(set(4, '  Private client ')).then([{ type: 'VipLevelSetByStaff', data: { level: 4, staffId: 's1', reason: 'Private client', at: now } }]));
  it('lets staff clear their level, back to the assessed one', () =>
    spec.given([{ type: 'VipLevelSetByStaff', data: { level: 4, staffId: 's1', reason: 'x', at: now } }]).when(set(null, 'Review ended')).then([{ type: 'VipLevelSetByStaff', data: { level: null, staffId: 's1', reason: 'Review ended', at: now } }]));
  it('needs a reason', () => spec.given([]).when(set(3, ' ')).thenThrows('review.reasonRequired'));
  it('refuses a level outside the table', () => spec.given([]).when(set(6)).thenThrows('vip.levelInvalid'));
});
