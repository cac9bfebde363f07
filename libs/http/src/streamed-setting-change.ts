import type { DomainEvent } from '@meridian/eventstore';
import type { StaffPrincipal } from '@meridian/runtime';
import type { ProposalView } from './control-proposals/control-proposal-book';
import type { ControlProposalDesk, StreamedSettingPort } from './control-proposals/control-proposal-desk';

/** How a staff member changes a setting behind four eyes: what tightens applies at once; what loosens is answered as the proposal another member confirms. */
export type ChangeStreamedSetting<T> = (id: string, staff: StaffPrincipal, requested: T, reason: string) => Promise<ProposalView | null>;

/**
 * Puts a setting kept on its own stream behind the desk's four eyes (`registerStream`) and answers how
 * it is changed: the requested value is decided against a fresh stream before anything applies, so a
 * proposal never carries a value the decider refuses (`c2c/src/rates/change-c2c-rules/`).
 */
export function streamedSettingChange<T extends object, Command, Event extends DomainEvent, State>(
  desk: ControlProposalDesk,
  kind: string,
  setting: StreamedSettingPort<T, Command, Event, State>,
): ChangeStreamedSetting<T> {
  const check = desk.registerStream(kind, setting);
  return async (id, staff, requested, reason) => {
    check(id, requested, staff, reason);
    return desk.change(kind, id, staff, requested, reason);
  };
}
