import type { Decider } from './decider';

/** A change of a rules setting: the rules, who changed them and why (a confirmed proposal's id and proposer when there is one). */
interface RulesChange<Rules> {
  rules: Rules;
  staffId: string;
  reason: string;
  proposalId?: string;
  proposerId?: string;
}

export type RulesChangedEvent<Type extends string, Rules> = { type: Type; data: RulesChange<Rules> & { at: string } };
export type ChangeRulesCommand<Type extends string, Rules> = { type: Type; data: RulesChange<Rules>; metadata: { now: string } };

/**
 * The decider of a rules setting staff change behind four eyes, kept on a stream of its own (c2c's and
 * lending's rules, engagement's sign-in and referral rules): the state is the rules in force, `defaults` on a fresh install;
 * a change records the rules as `check` leaves them (its refusal is the change's) and the reason trimmed.
 */
export function rulesDecider<CommandType extends string, EventType extends string, Rules>(
  changed: EventType,
  defaults: Rules,
  check: (rules: Rules) => Rules,
): Decider<ChangeRulesCommand<CommandType, Rules>, RulesChangedEvent<EventType, Rules>, Rules> {
  return {
    initialState: () => defaults,
    evolve: (_state, event) => event.data.rules,
    decide: (command) => [
      {
        type: changed,
        data: { ...command.data, rules: check(command.data.rules), reason: command.data.reason.trim(), at: command.metadata.now },
      },
    ],
  };
}

/**
 * A rules setting's command as a four-eyes desk's `commandOf` builds it: the rules, in the name of who
 * changes them (and of the proposal it confirms, when there is one).
 */
export const changeRulesCommand =
  <Type extends string>(type: Type) =>
  <Rules>(_id: string, rules: Rules, by: Omit<RulesChange<Rules>, 'rules'>): Omit<ChangeRulesCommand<Type, Rules>, 'metadata'> => ({ type, data: { rules, ...by } });
