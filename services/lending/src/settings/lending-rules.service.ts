import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { foldEvents, handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey, type ProposalView, type SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { LendingControlProposals } from './lending-control-proposals';
import { LENDING_RULES_ID, LENDING_RULES_LOOSER, lendingRulesDecider, lendingRulesStream, type LendingRules } from './lending-rules';

export const LENDING_RULES_SETTING = 'lending-rules';

/** The rules with who changed them last and when (null: the defaults of a fresh install). */
export interface LendingRulesAsChanged {
  rules: LendingRules;
  changedAt: string | null;
  changedBy: string | null;
}

/**
 * Finance's lending rules behind four eyes (docs/security.md, "Insider: four eyes"): a lower
 * repayment threshold applies at once; a higher one waits for a second finance or admin member.
 */
@Injectable()
export class LendingRulesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly proposals: LendingControlProposals,
  ) {
    proposals.register<LendingRules>(LENDING_RULES_SETTING, {
      looser: LENDING_RULES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: (id) => this.current(id),
      apply: (id, rules, by) => this.apply(id, rules, by),
    });
  }

  async current(id = LENDING_RULES_ID): Promise<LendingRules> {
    return foldEvents(lendingRulesDecider, await this.store.readStream(lendingRulesStream(id)));
  }

  async asChanged(): Promise<LendingRulesAsChanged> {
    const events = await this.store.readStream(lendingRulesStream());
    const last = events.at(-1);
    return { rules: foldEvents(lendingRulesDecider, events), changedAt: last?.recordedAt ?? null, changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null };
  }

  /** What tightens applies at once; what loosens is answered as the proposal another member confirms. */
  async change(staff: StaffPrincipal, rules: LendingRules, reason: string): Promise<LendingRulesAsChanged & { proposal: ProposalView | null }> {
    // The value is checked before anything applies: a proposal never carries rules the decider refuses.
    this.check(rules, staff.staffId, reason);
    const proposal = await this.proposals.change(LENDING_RULES_SETTING, LENDING_RULES_ID, staff, rules, reason);
    return { ...(await this.asChanged()), proposal };
  }

  private check(rules: LendingRules, staffId: string, reason: string): void {
    try {
      lendingRulesDecider.decide({ type: 'ChangeLendingRules', data: { rules, staffId, reason }, metadata: { now: this.clock.now().toISOString() } }, lendingRulesDecider.initialState());
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go with it. */
  private async apply(id: string, rules: LendingRules, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    try {
      await handleCommand(
        this.store,
        lendingRulesStream(id),
        lendingRulesDecider,
        { type: 'ChangeLendingRules', data: { rules, staffId, reason, ...proposal }, metadata: { now: this.clock.now().toISOString() } },
        { metadata: { staffId, ...proposal } },
      );
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
  }
}
