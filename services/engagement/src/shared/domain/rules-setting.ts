import type { Decider } from '@meridian/decider';

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
 * The decider of a rules setting staff change behind four eyes, kept on a stream of its own (the
 * sign-in rules, the referral rules): the state is the rules in force, `defaults` on a fresh install;
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
