import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  canonicalJson,
  controlProposalDecider,
  controlProposalStream,
  controlProposalStreamPrefix,
  fieldsToApply,
  proposedValue,
  splitChange,
  type ControlChangeProposedData,
  type ControlProposal,
  type ControlProposalCommand,
  type LooseningRules,
} from '@meridian/decider';
import {
  commandHandling,
  foldStreamsByPrefix,
  handleCommand,
  loadStreamState,
  type CommandHandling,
  type Decider,
  type DomainEvent,
  type EventStore,
  type Queryable,
  type WithoutMeta,
} from '@meridian/eventstore';
import type { StaffPrincipal } from '@meridian/runtime';
import { AppError } from '../app-error';
import { proposalView, refusalOf, type ControlProposalBook, type ProposalView } from './control-proposal-book';

/**
 * Who changes a setting and why; a confirmation also names the proposal and its proposer (`staffId` is
 * then the confirmer). `recovered`: applied after the confirmation itself was cut short between its
 * record and the change (by the service's start after a crash, or by confirming it again).
 */
export interface SettingChangeAuthor {
  staffId: string;
  reason: string;
  proposalId?: string;
  proposerId?: string;
  recovered?: boolean;
}

/** What the start-up did with one confirmed change that had not applied (`ControlProposalDesk.applyConfirmed`). */
export interface ConfirmedChangeOutcome {
  proposalId: string;
  setting: string;
  settingId: string;
  outcome: 'applied' | 'already-in-force' | 'lapsed' | 'failed';
}

/** A setting of a service that a control-change proposal may change, as the desk reaches it. */
export interface ControlledSettingPort<T extends object = Record<string, unknown>> {
  looser: LooseningRules<T>;
  /** Who may confirm another staff member's proposal. */
  confirmRoles: readonly string[];
  read(id: string): Promise<T>;
  apply(id: string, value: T, by: SettingChangeAuthor): Promise<void>;
}

/** Who a change on a setting's stream is made in the name of: the command's fields (a confirmed proposal's id and proposer only when there is one). */
export type StreamedChangeAuthor = Pick<SettingChangeAuthor, 'staffId' | 'reason' | 'proposalId' | 'proposerId'>;

/** A setting kept on its own event-sourced stream: the desk applies a change by running the setting's command there. */
export interface StreamedSettingPort<T extends object, Command, Event extends DomainEvent, State> extends Omit<ControlledSettingPort<T>, 'apply'> {
  decider: Decider<Command, Event, State>;
  /** The stream of a setting's id. */
  streamOf: (id: string) => string;
  /** What the change tells other services, written to the outbox with its events. */
  afterAppend?: CommandHandling<Command, Event, State>['afterAppend'];
  /** The command that sets `value` on setting `id` in the name of `by`. */
  commandOf(id: string, value: T, by: StreamedChangeAuthor): WithoutMeta<Command>;
}

/** Decides a requested value against a fresh stream, so a proposal never carries what the decider refuses: its refusal, or the events it would record. */
export type StreamedSettingCheck<T, Event> = (id: string, value: T, staff: StaffPrincipal, reason: string) => Event[];

/**
 * Four eyes on the settings of a service whose settings are not appended in a transaction the desk
 * can share (the trading core's single writer, say): a change applies what tightens at once and
 * records what loosens as a proposal. A confirmation is appended first (`ControlChangeConfirmed`),
 * the change applied after it, and its application recorded last (`ControlChangeApplied`), so nothing
 * loosens unconfirmed. A crash in between leaves the change confirmed and due: the service's start
 * calls `applyConfirmed`, which applies every due change whose fields still hold the value they were
 * proposed on, records one already in force as applied, and one whose setting moved to a third value
 * as lapsed. Services that can share the transaction (accounts) do so.
 */
export class ControlProposalDesk implements ControlProposalBook {
  private readonly logger: Logger;

  constructor(
    private readonly store: EventStore,
    private readonly db: Queryable,
    readonly service: string,
    private readonly now: () => string,
    private readonly settings: Record<string, ControlledSettingPort<never>> = {},
  ) {
    this.logger = new Logger(`${service}-proposals`);
  }

  /** Adds a setting kind; the service that owns the setting registers it when it starts. */
  register<T extends object>(kind: string, port: ControlledSettingPort<T>): void {
    this.settings[kind] = port as unknown as ControlledSettingPort<never>;
  }

  /**
   * Adds a setting kept on its own stream: a change applies as the setting's command (`commandHandling`
   * on the service's clock), its event metadata naming who applied it and the proposal it confirms.
   * Answers the check a change runs before anything applies.
   */
  registerStream<T extends object, Command, Event extends DomainEvent, State>(
    kind: string,
    setting: StreamedSettingPort<T, Command, Event, State>,
  ): StreamedSettingCheck<T, Event> {
    const { decider, streamOf, afterAppend, commandOf } = setting;
    const run = commandHandling({ store: this.store, clock: { now: () => new Date(this.now()) }, decider, streamOf, afterAppend });
    this.register<T>(kind, {
      looser: setting.looser,
      confirmRoles: setting.confirmRoles,
      read: (id) => setting.read(id),
      apply: async (id, value, { staffId, reason, proposalId, proposerId }) => {
        const proposal = proposalId ? { proposalId, proposerId } : {};
        await run(id, commandOf(id, value, { staffId, reason, ...proposal }), { metadata: { staffId, ...proposal } });
      },
    });
    return (id, value, staff, reason) =>
      decider.decide({ ...commandOf(id, value, { staffId: staff.staffId, reason }), metadata: { now: this.now() } } as Command, decider.initialState());
  }

  /** Applies what tightens, proposes what loosens; answers the proposal, if any. */
  async change<T extends object>(kind: string, id: string, staff: StaffPrincipal, requested: T, reason: string): Promise<ProposalView | null> {
    const setting = this.setting<T>(kind);
    const before = await setting.read(id);
    const { now, loosened } = splitChange(setting.looser, before, requested);
    if (loosened.length > 0 && reason.trim() === '') throw AppError.badInput('review.reasonRequired');
    if (canonicalJson(now) !== canonicalJson(before)) await setting.apply(id, now, { staffId: staff.staffId, reason });
    if (loosened.length === 0) return null;
    const proposalId = randomUUID();
    const command: ControlProposalCommand = {
      type: 'ProposeControlChange',
      data: {
        proposalId,
        service: this.service,
        setting: kind,
        settingId: id,
        proposerId: staff.staffId,
        proposerName: staff.email,
        reason,
        before: now as Record<string, unknown>,
        after: requested as Record<string, unknown>,
        fields: loosened,
        confirmRoles: [...setting.confirmRoles],
      },
      metadata: { now: this.now() },
    };
    return proposalView((await this.handle(proposalId, command, { staffId: staff.staffId })).state);
  }

  async list(status?: string): Promise<ProposalView[]> {
    const found = await foldStreamsByPrefix(this.store, this.db, controlProposalStreamPrefix(this.service), controlProposalDecider);
    return found.map(({ state }) => state).filter((state) => state.proposal && (!status || state.status === status)).map(proposalView);
  }

  async byId(id: string): Promise<ProposalView> {
    return proposalView(await this.load(id));
  }

  /**
   * Confirmed, then applied, then recorded as applied: a crash between the steps is settled at the next
   * start. A change already confirmed but still due (its application failed, the core was restarting,
   * say) is applied now instead: confirming it again completes it, whoever of the deciding roles asks.
   */
  async confirm(staff: StaffPrincipal, id: string): Promise<ProposalView> {
    const loaded = await this.load(id);
    if (loaded.status === 'confirmed' && loaded.application === 'due') {
      if (!staff.roles.some((role) => loaded.proposal!.confirmRoles.includes(role))) throw AppError.badInput('proposal.roleNotAllowed');
      await this.applyDue(loaded, staff.staffId);
      return proposalView(await this.load(id));
    }
    const proposal = loaded.proposal!;
    const setting = this.setting<Record<string, unknown>>(proposal.setting);
    const current = await setting.read(proposal.settingId);
    await this.handle(id, { type: 'ConfirmControlChange', data: { staffId: staff.staffId, staffName: staff.email, roles: staff.roles, current }, metadata: { now: this.now() } }, { staffId: staff.staffId });
    await setting.apply(proposal.settingId, proposedValue(proposal, current), { staffId: staff.staffId, reason: proposal.reason, proposalId: id, proposerId: proposal.proposerId });
    return proposalView(await this.settle(proposal, setting, false, { staffId: staff.staffId }));
  }

  /**
   * At start, before the service takes requests: every confirmed change not yet recorded as applied
   * (a crash came between its confirmation and its application) is applied now, named as the
   * confirmer's with the proposal, unless a proposed field moved since (then it lapses: the change was
   * confirmed against a value that is gone). One already in force is only recorded. A failure is
   * logged and left due (for the next start, or a confirmation again); it never stops the service
   * from starting.
   */
  async applyConfirmed(): Promise<ConfirmedChangeOutcome[]> {
    const found = await foldStreamsByPrefix(this.store, this.db, controlProposalStreamPrefix(this.service), controlProposalDecider);
    const due = found.map(({ state }) => state).filter((state) => state.application === 'due' && state.proposal && this.settings[state.proposal.setting]);
    const outcomes: ConfirmedChangeOutcome[] = [];
    for (const state of due) {
      const proposal = state.proposal!;
      const about = { proposalId: proposal.proposalId, setting: proposal.setting, settingId: proposal.settingId };
      try {
        outcomes.push({ ...about, outcome: await this.applyDue(state) });
      } catch (error) {
        this.logger.error(`confirmed change ${proposal.proposalId} (${proposal.setting} ${proposal.settingId}) not applied at start: ${(error as Error).message}`);
        outcomes.push({ ...about, outcome: 'failed' });
      }
    }
    for (const outcome of outcomes.filter((o) => o.outcome !== 'failed'))
      this.logger.warn(`confirmed change ${outcome.proposalId} (${outcome.setting} ${outcome.settingId}) settled at start: ${outcome.outcome}`);
    return outcomes;
  }

  /** `requestedBy`: the staff member who confirmed it again; absent at start. */
  private async applyDue(state: ControlProposal, requestedBy?: string): Promise<ConfirmedChangeOutcome['outcome']> {
    const proposal = state.proposal!;
    const setting = this.setting<Record<string, unknown>>(proposal.setting);
    const current = await setting.read(proposal.settingId);
    const { due, moved } = fieldsToApply(proposal, current);
    const metadata = { staffId: state.decidedBy, recovered: true, ...(requestedBy ? { requestedBy } : {}) };
    if (moved.length === 0 && due.length > 0)
      await setting.apply(proposal.settingId, proposedValue(proposal, current), {
        staffId: state.decidedBy!,
        reason: proposal.reason,
        proposalId: proposal.proposalId,
        proposerId: proposal.proposerId,
        recovered: true,
      });
    const settled = await this.settle(proposal, setting, true, metadata);
    if (settled.application === 'lapsed') return 'lapsed';
    return due.length > 0 ? 'applied' : 'already-in-force';
  }

  /** Records, from the setting as it now stands, that the confirmed change applied (or lapsed). */
  private async settle(proposal: ControlChangeProposedData, setting: ControlledSettingPort<Record<string, unknown>>, recovered: boolean, metadata: Record<string, unknown>) {
    const current = await setting.read(proposal.settingId);
    return (await this.handle(proposal.proposalId, { type: 'SettleControlChange', data: { current, recovered }, metadata: { now: this.now() } }, metadata)).state;
  }

  async reject(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    await this.load(id);
    return proposalView((await this.handle(id, { type: 'RejectControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason, roles: staff.roles }, metadata: { now: this.now() } }, { staffId: staff.staffId })).state);
  }

  async withdraw(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    await this.load(id);
    return proposalView((await this.handle(id, { type: 'WithdrawControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason }, metadata: { now: this.now() } }, { staffId: staff.staffId })).state);
  }

  private setting<T extends object>(kind: string): ControlledSettingPort<T> {
    const setting = this.settings[kind];
    if (!setting) throw new Error(`no controlled setting ${kind} in ${this.service}`);
    return setting as unknown as ControlledSettingPort<T>;
  }

  private async load(id: string) {
    const { state } = await loadStreamState(this.store, controlProposalStream(this.service, id), controlProposalDecider);
    if (!state.proposal || !this.settings[state.proposal.setting]) throw new AppError('request.notFound', 404, 404);
    return state;
  }

  private async handle(id: string, command: ControlProposalCommand, metadata: Record<string, unknown>) {
    try {
      return await handleCommand(this.store, controlProposalStream(this.service, id), controlProposalDecider, command, { metadata });
    } catch (error) {
      throw refusalOf(error);
    }
  }
}
