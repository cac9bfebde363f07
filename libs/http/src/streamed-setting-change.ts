import { changeRulesCommand, type ChangeRulesCommand, type RulesChangedEvent } from '@meridian/decider';
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

/** A rules setting (`rulesDecider` of `@meridian/decider`) on its own stream, as `rulesSettingChange` reaches it. */
export interface RulesSettingPort<Rules extends object, CommandType extends string, EventType extends string>
  extends Omit<StreamedSettingPort<Rules, ChangeRulesCommand<CommandType, Rules>, RulesChangedEvent<EventType, Rules>, Rules>, 'commandOf'> {
  /** The setting's command type. */
  command: CommandType;
  /** The rules as the decider would record them, or its refusal. */
  check: (rules: Rules) => Rules;
}

/** How a staff member changes one rules setting: the proposal, when what they asked loosens a control. */
export type ChangeRules<Rules> = (staff: StaffPrincipal, requested: Rules, reason: string) => Promise<ProposalView | null>;

/**
 * Puts the rules setting `id` behind the desk's four eyes and answers how it is changed: the rules go
 * to the desk as `check` leaves them, decided before anything applies, so a proposal never carries
 * rules the decider refuses (c2c's and lending's rules, engagement's sign-in and referral rules).
 */
export function rulesSettingChange<Rules extends object, CommandType extends string, EventType extends string>(
  desk: ControlProposalDesk,
  kind: string,
  id: string,
  { command, check, ...setting }: RulesSettingPort<Rules, CommandType, EventType>,
): ChangeRules<Rules> {
  const change = streamedSettingChange(desk, kind, { ...setting, commandOf: changeRulesCommand(command) });
  return (staff, requested, reason) => change(id, staff, check(requested), reason);
}
